// 支付设置 (issue 33): each channel's merchant fields — which are public (shown again) and which are secret (sealed,
// only said to be set) — with the one line the form shows for each, and what the console's GetChannels answers.
// Zod-free: the form and the server share it.
export type PaymentChannelName = 'wechat' | 'alipay'

export interface PaymentFieldInfo {
  label: string
  /** What it is and where the channel shows it. */
  hint: string
  /** A multi-line PEM key. */
  pem?: boolean
  maxLength: number
}

export const PAYMENT_FIELDS = {
  wechat: {
    public: {
      mchId: { label: '商户号', hint: '微信支付商户平台 → 账户中心 → 商户信息中的商户号（纯数字）', maxLength: 20 },
      appId: {
        label: 'AppID',
        hint: '与商户号绑定的公众号或网站应用的 AppID（商户平台 → 产品中心 → AppID账号管理）',
        maxLength: 32,
      },
      serialNo: {
        label: '商户API证书序列号',
        hint: '商户平台 → 账户中心 → API安全 → 商户API证书 → 管理证书中的证书序列号',
        maxLength: 64,
      },
      platformPublicKeyId: {
        label: '微信支付公钥ID',
        hint: '商户平台 → 账户中心 → API安全 → 微信支付公钥中的公钥ID（PUB_KEY_ID_ 开头）',
        maxLength: 64,
      },
    },
    secret: {
      privateKeyPem: {
        label: '商户API私钥',
        hint: '申请商户API证书时生成的 apiclient_key.pem 文件的全部内容',
        pem: true,
        maxLength: 8000,
      },
      apiV3Key: {
        label: 'APIv3密钥',
        hint: '商户平台 → 账户中心 → API安全 → 设置APIv3密钥（32个字符），用于解密支付通知',
        maxLength: 32,
      },
      platformPublicKeyPem: {
        label: '微信支付公钥',
        hint: '商户平台 → 账户中心 → API安全 → 微信支付公钥，下载的 pub_key.pem 文件的全部内容',
        pem: true,
        maxLength: 8000,
      },
    },
  },
  alipay: {
    public: {
      appId: {
        label: '应用ID（APPID）',
        hint: '支付宝开放平台 → 应用 → 应用详情中的 APPID（16位数字）',
        maxLength: 32,
      },
    },
    secret: {
      privateKeyPem: {
        label: '应用私钥',
        hint: '用支付宝密钥工具生成的应用私钥（RSA2，可直接粘贴工具中的一行内容或 PEM 文件）',
        pem: true,
        maxLength: 8000,
      },
      alipayPublicKeyPem: {
        label: '支付宝公钥',
        hint: '开放平台 → 应用 → 开发设置 → 接口加签方式（密钥）→ 查看支付宝公钥（不是应用公钥）',
        pem: true,
        maxLength: 8000,
      },
    },
  },
} as const satisfies Record<
  PaymentChannelName,
  { public: Record<string, PaymentFieldInfo>; secret: Record<string, PaymentFieldInfo> }
>

export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannelName, string> = { wechat: '微信支付', alipay: '支付宝' }

export const PAYMENT_MSG = {
  mchId: '商户号只能是数字',
  alipayAppId: '支付宝应用ID只能是数字',
  apiV3Key: 'APIv3密钥必须是32个字符',
  badPrivateKey: (label: string) => `${label}无法识别，请粘贴完整的 PEM 私钥（-----BEGIN PRIVATE KEY----- 开头）`,
  badPublicKey: (label: string) => `${label}无法识别，请粘贴完整的公钥内容`,
  missing: (labels: string[]) => `开启前请填写：${labels.join('、')}`,
  unreadable: '已保存的密钥无法读取（加密密钥可能已更换），请重新填写全部密钥',
  simulated: '所有支付渠道关闭时，开发环境使用模拟收银台（不产生真实交易），正式环境不提供课程购买。',
} as const

/** One channel as 支付设置 shows it: the public fields, and for each secret only whether it is set. */
export interface PaymentChannelSettings {
  channel: PaymentChannelName
  enabled: boolean
  settings: Record<string, string>
  secretsSet: Record<string, boolean>
  /** The stored secrets could not be opened (PAYMENT_SECRET_KEY changed): they must be entered again. */
  unreadable: boolean
  updatedAt: string | null
}

export interface PaymentSettings {
  channels: PaymentChannelSettings[]
}
