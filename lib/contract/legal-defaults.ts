// Default 《用户协议》 and 《隐私政策》 for a tenant that has not written its own: the seed stores them, and a tenant
// created by hand without rows still gets these (its consent checkbox must never link to a 404). Plain text only.
import type { LegalKind } from './legal'

export interface LegalText {
  kind: LegalKind
  title: string
  version: string
  /** YYYY-MM-DD. */
  effectiveDate: string
  /** Paragraphs separated by blank lines. */
  body: string
}

const DEFAULT_LEGAL_VERSION = '1.0'
const DEFAULT_LEGAL_EFFECTIVE_DATE = '2026-11-22'

const USER_AGREEMENT = `欢迎您使用{name}（以下简称“本平台”）提供的在线学习服务。在注册、登录或使用本平台前，请您仔细阅读并充分理解本协议的全部内容，特别是免除或限制责任的条款。您勾选“我已阅读并同意《用户协议》《隐私政策》”并完成注册或登录，即表示您已同意本协议。

一、账号注册与使用
1. 您可以使用本人手机号码通过短信验证码注册并登录个人账号；企业用户可注册企业账号。首次使用手机号验证码登录时，本平台将为该手机号创建账号。
2. 您应妥善保管账号、密码和验证码，因您保管不善造成的损失由您自行承担。如发现账号被他人使用，请及时联系{name}。
3. 账号仅限本人使用，不得出借、转让或出售。

二、学习服务
1. {name}向您提供课程浏览、在线学习、专题与讲师介绍等服务，具体内容以页面实际展示为准。
2. 课程内容的著作权归{name}或相关权利人所有。未经书面许可，您不得录制、复制、传播或用于商业目的。

三、用户行为规范
您在使用本平台时应遵守中华人民共和国法律法规，不得发布或传播违法、侵权、低俗、广告等信息，不得干扰本平台的正常运行。违反上述约定的，{name}有权暂停或终止向您提供服务。

四、服务的变更与终止
{name}可能根据业务需要调整服务内容。本协议更新时，我们将在本页面公布新版本及生效日期。

五、其他
本协议的订立、履行与解释适用中华人民共和国法律。如您对本协议有任何疑问，可通过本平台页面底部的联系方式与{name}联系。`

const PRIVACY_POLICY = `{name}（以下简称“我们”）深知个人信息对您的重要性，并将按照《中华人民共和国个人信息保护法》等法律法规的要求保护您的个人信息。请您在使用本平台服务前仔细阅读本政策。

一、我们收集的信息
1. 注册与登录：您的手机号码、短信验证码，企业用户还包括企业名称、登录名和联系电话。手机号码用于创建账号、登录和找回密码。
2. 账号资料：您主动填写的昵称、头像和个人简介。
3. 使用记录：为保障账号安全，我们会记录登录时间、设备浏览器信息和网络地址。

二、我们如何使用信息
我们仅在提供学习服务、保障账号安全、履行法定义务所必需的范围内使用您的个人信息，不会将其用于与上述目的无关的用途。

三、信息的共享与披露
除法律法规另有规定或取得您的单独同意外，我们不会向第三方提供您的个人信息。发送短信验证码时，我们会将手机号码提供给短信服务商，仅用于发送验证码。

四、信息的存储与保护
您的个人信息存储于中华人民共和国境内。密码以不可逆的方式加密保存，登录凭证仅保存其摘要。我们采取合理的技术和管理措施，防止信息泄露、篡改或丢失。

五、您的权利
您可以在“我的”或“个人中心”查阅和更正您的资料、修改密码。如需注销账号或撤回同意，请与{name}联系，我们将在十五个工作日内处理。

六、政策的更新
本政策更新时，我们将在本页面公布新版本及生效日期。

如您对本政策或个人信息处理有任何疑问，可通过本平台页面底部的联系方式与{name}联系。`

/** The default text of one kind, naming the tenant. */
export function defaultLegalText(kind: LegalKind, tenantName: string): LegalText {
  const template = kind === 'useragreement' ? USER_AGREEMENT : PRIVACY_POLICY
  return {
    kind,
    title: `${tenantName}${kind === 'useragreement' ? '用户协议' : '隐私政策'}`,
    version: DEFAULT_LEGAL_VERSION,
    effectiveDate: DEFAULT_LEGAL_EFFECTIVE_DATE,
    body: template.replaceAll('{name}', tenantName),
  }
}
