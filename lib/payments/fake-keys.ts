// DEVELOPMENT AND TESTS ONLY — never a real merchant's keys. The development cashier (fake-gateway.ts, fake-cashier.ts)
// signs with these so the real WeChat Pay and Alipay code verifies its answers and notices unchanged. They were made
// once with `openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048` and are public by being committed: a
// notice signed with them proves nothing, which is why only a tenant without a live merchant gets the fake gateway,
// and never under APP_ENV=production (index.ts).

/**
 * The merchant's side: the WeChat Pay merchant API key (its certificate serial below) and the Alipay application
 * key. The fake gateway verifies our requests with the public half.
 */
export const FAKE_MERCHANT_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCkf4c3NNr7t7s4
eAdhPPEPD7bqH8Z7XUcQMCuThWK7sS8WuquE1V77N4Yy5v4ELRAJD3Steydcp9da
549D2cLjJDALNgUMiR1Q9R1IML9l3/9YE2GSbudKoUVNGDm+Kgz4zbkglB+UoYab
FqLqvjOQ27fvHrid14XuSyCraesha2Ue7TDMHFGuWwdVpYUIGvdqenjVgqbjzJh8
+0XlX91Dwi0zaW0yo4nl9mG1jMs4EMx5/H35nQRFCt3hxvXMT9sd3OkpCCcoeRpl
0ANMZ5hg4cwSW1reMtg5s64mVMyae77hIOvWePOH+A/R5d+PvHKZBp9p1XDh6LKD
oJTepvuFAgMBAAECggEAE+wrEu1YmTRhHR9yW10/X8DaOSREjGPZa7U9zdXRhaRZ
rOHKTKHv6TKKEwelW5mej85apfkcpQzh2O1jDUdmIk7bb7wo4+IGViv9kiTvRVYZ
7Y+ZWVwLsJ70DviAY87hd8+onHC8G2rtq8JT1GTZR3HI5tG8b8duvdPE/uWq18bh
iAbo3zMx/PZjn3Xj1t1PKvz8SE6rOvGgoFejsVhKTvoIxed3Qgx77e043xZVnxUa
df90gVWvttqLaFkxdocPKBVf3TzlV/BRd8EcvKP+WNvcsx3iqrFB5suH8nY5cl5N
YieZeaJTk6P/R+0wJIItVelnN3n1i9C4p4+t/G44WQKBgQDPzFS7gX6VEHSG9xDA
olaIrrpK0xbuLsW1RHmhv6SsgzcVJdnn8IWFR5iiua/GDimgww0JlQhvirI0slYI
98V8lkl98AL9u5poE+okrCpaoFX8x/ZNNWXBr8Z9sohGrBpK6VhzzuX2i9rLGthE
5m3pyywRB20UjTpI4XRSYTfOSQKBgQDKp+omcg0j/ZdE7IrOtdSfXH6f90dpWFQP
A2COe2Eq23rKQsEUgFmCZmsjNURcLUY1+dCMUsVD6KELVahbouT2QlgEwmrkpq+s
utB2RXStKrEoI+PWuNNC7u3NZUV/vmFU/YQ/5uBEg9MOjHKsuYks42g7OVX72m8R
mREX1wSzXQKBgHmb6VK63Cu8r5V07fbuipn/N8Mmelr2QHpvEofYsjTLrebQehBF
ML7pQaip5vaPv0j4HZ8n+wHcN6KjY7pn1sms4mGznuyDaD/Ut8iygS78epYvKDPT
NjP9/Ln/S8WgXtrMaRmNUgPRoUAP+9WGzXhvkOB+ahYG+L9CQmMbxh8RAoGAQwle
lE8f96rYUi1pEU3mwryHCoVy8u8MB1dXpmo7z0CBEs0YL57xfQhCIohpT5CObCZy
DSkIJhmaxDQWmBF/adKyaQii8XYOILY/ZRA+s1Wu+pc8s/e5sqd0tH/uiH5Climy
iKznvOJae7KL8IUDUnz7KrQhtEkiepDGrbsry+UCgYEAx9WVgwblfIyt7sxivP0Q
MVTQrLBylckj13/WAag6KyUyWIHwl9/OGXXsNMeohDNqthrmv2VXMEvhYHLXpsmK
HXgQV3qinyG5bF1mnpTGzVbU4NO3ZdXv3i359ds3B6wxuZFcVTeQztwlbSaRf+MP
m9N2USIx3QVHYehwez7FAPI=
-----END PRIVATE KEY-----`
export const FAKE_MERCHANT_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApH+HNzTa+7e7OHgHYTzx
Dw+26h/Ge11HEDArk4Viu7EvFrqrhNVe+zeGMub+BC0QCQ90rXsnXKfXWuePQ9nC
4yQwCzYFDIkdUPUdSDC/Zd//WBNhkm7nSqFFTRg5vioM+M25IJQflKGGmxai6r4z
kNu37x64ndeF7ksgq2nrIWtlHu0wzBxRrlsHVaWFCBr3anp41YKm48yYfPtF5V/d
Q8ItM2ltMqOJ5fZhtYzLOBDMefx9+Z0ERQrd4cb1zE/bHdzpKQgnKHkaZdADTGeY
YOHMElta3jLYObOuJlTMmnu+4SDr1njzh/gP0eXfj7xymQafadVw4eiyg6CU3qb7
hQIDAQAB
-----END PUBLIC KEY-----`

/** The gateway's side: the WeChat Pay platform public key and Alipay's public key; the fake signs answers and notices. */
export const FAKE_GATEWAY_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCyLA1zYpfbUwHb
azf3/+SV6DCqFLlDjCw+hDFVLc0EHyWj2nEbLfHPzlrl5eY5ofED6PCf+EuYANAd
tMJ2JnHDYXOKtGYdTIIdA17SHvf90TdStwcyi4RFow466o5DNhnmCCwNa85Ujjz+
7iLzqePeWyd61e6+BarqGxnjiipW91gwz4m3NYUCiE6amUHw7vYsLHuBEgJSKeai
hd+7Hm4PYceSvP5O48+0Ke5K5Ss3FCDCWTb/YMhAs8faOO/R5YMch131f+MSJ0Eu
NfT4clw/a4/CVKdMASB79B+S2F1Yt4byXPiDGMVGU/T6PUzdn2AGDGeWPmlbymGE
MQuZYX9JAgMBAAECggEAFoZ+Pte4pihU5EYmYcquvgsIWABdub33fAHfcMrlD//W
FOSRhyOkXibTFBygIioom9tvzHGqMPHtXcwUB7btjAt+fYs4G70n9/4Ml1kF9kdk
jKcKGGhOFTW7n1Q3HyUwWgYvd5TpFYSUDpDRx2dzoRF6KMvyLoDt7kH14G//0VWm
W9RyK5+76YKXjYQzkEn174L3JMhz6qvQOzKcECawNo1dW8BReXGYWCdiuIIxPqBZ
hgcZzXAAcdsbdUp3Qx5wx6LD3CWXBpp1cIGhHjpH7y2+OLTMAA0zzsb3grBwRto3
3pN9csEJ1Z0IOhLTtvN4EUmJJUtcC72D1bil0jBi2QKBgQD54/0JQY7XIKu/a8YM
g8C679OC+iXFVs0q6CVqr2YPC2z3t+HTIEZlnLOCMpaLjTTrICdj3NS/Qybo2KWF
Eck/FS2grE232FuECMrKeMXHNjHSJadZH/WFfKG/Kv2//vnANYS1Pa1i+YgFbWF6
wgQWxkEWZ7khD/KhDR9Yvr8vLQKBgQC2hzGC2hnw0Fe21hhuhmxIIuAwMkbKzAFD
xMtKzRFr6FzQr4Buf9ORjinBHL5bK3PWKh+pj7aheSdNRDlJrBUpl/rKvpOZKwMP
Kg0UaVqbQ1p6wHCptct/cALqR8DRAH6Vmg8HD2VXP97Fygik1aotlpD0P2vb2+Jk
xRnWuxzCDQKBgFK64S3sT173iQTBqHrCL89z0MGfEVwo5Znb629LjG1UqgnFDfV4
zPWdEGz9VIv0/t0M8x2DoceEcuBJwVqxzb+dwlJcWQqRjZLD2md33nqafZoGL0Y5
Z25/GYmRsRqcTpEM5teeCMYouJibYtdiXjov/qJtSoQgpIIfNw6JcAAtAoGAHw3V
QJv2ud/YbIT0VymLlqJIXirPnIUk2fDLXYiSJDe+Qsr5INOinSsAs5g+UqiL5q34
ARMwUTyZkS3ASWZ7mz3+LyxJVE/bD2NqIkTiY3QMGsJO6LDDVIUsGcvnZCefYbh6
Qgs+hJ+bOS9sVQ79CxCIzOVVZmx8kgRupvfipqkCgYAMdoTBwqNn6bn5Y31jdy8n
EavFQvU+ZXhBNYGZTzhxM0AdLBFb92a7Bb9RaMiVHeskZqj0Y428NrXkvBK0vV8Q
eeKve4N9wcGgNX1hdwgqC8hj9fMFSGjZEzvujsDqghPzLM9hKFQyTYDVIuEtYGua
v+b6sEfpqK7hYuWD4gGVZA==
-----END PRIVATE KEY-----`
export const FAKE_GATEWAY_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsiwNc2KX21MB22s39//k
legwqhS5Q4wsPoQxVS3NBB8lo9pxGy3xz85a5eXmOaHxA+jwn/hLmADQHbTCdiZx
w2FzirRmHUyCHQNe0h73/dE3UrcHMouERaMOOuqOQzYZ5ggsDWvOVI48/u4i86nj
3lsnetXuvgWq6hsZ44oqVvdYMM+JtzWFAohOmplB8O72LCx7gRICUinmooXfux5u
D2HHkrz+TuPPtCnuSuUrNxQgwlk2/2DIQLPH2jjv0eWDHIdd9X/jEidBLjX0+HJc
P2uPwlSnTAEge/QfkthdWLeG8lz4gxjFRlP0+j1M3Z9gBgxnlj5pW8phhDELmWF/
SQIDAQAB
-----END PUBLIC KEY-----`

/** WeChat Pay APIv3 key (32 characters) that encrypts the fake notices' resource. */
export const FAKE_API_V3_KEY = 'FakeApiV3KeyForDevelopment012345'
export const FAKE_WECHAT_MCH_ID = '1900000001'
export const FAKE_WECHAT_APP_ID = 'wxfakepay0000dev'
export const FAKE_MERCHANT_SERIAL = 'FAKE0000000000000000000000000000DEVSERIAL'
export const FAKE_PLATFORM_KEY_ID = 'PUB_KEY_ID_FAKE0000000000000000000000DEV'
export const FAKE_ALIPAY_APP_ID = '9021000000000000'
