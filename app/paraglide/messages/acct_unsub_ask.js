/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Acct_Unsub_AskInputs */

const en_acct_unsub_ask = /** @type {(inputs: Acct_Unsub_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop e-mails of the kind ${i?.label} to the account this e-mail was sent to? You do not need to sign in. Other e-mails are not affected, and you can switch it on again under your notification settings.`)
};

const de_acct_unsub_ask = /** @type {(inputs: Acct_Unsub_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-Mails der Art ${i?.label} an das Konto, an das diese E-Mail ging, abbestellen? Du musst dich nicht anmelden. Andere E-Mails sind nicht betroffen, und du kannst sie in deinen Benachrichtigungseinstellungen wieder einschalten.`)
};

const fr_acct_unsub_ask = /** @type {(inputs: Acct_Unsub_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arrêter les e-mails du type ${i?.label} pour le compte auquel cet e-mail a été envoyé ? Vous n'avez pas besoin de vous connecter. Les autres e-mails ne sont pas concernés, et vous pouvez le réactiver dans vos paramètres de notification.`)
};

const es_acct_unsub_ask = /** @type {(inputs: Acct_Unsub_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Dejar de enviar correos del tipo ${i?.label} a la cuenta a la que se envió este correo? No hace falta iniciar sesión. Los demás correos no cambian y puedes volver a activarlo en tus ajustes de notificaciones.`)
};

const pt_br2_acct_unsub_ask = /** @type {(inputs: Acct_Unsub_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parar de enviar e-mails do tipo ${i?.label} para a conta que recebeu este e-mail? Você não precisa entrar. Os outros e-mails não são afetados, e você pode reativar nas configurações de notificação.`)
};

const ja_acct_unsub_ask = /** @type {(inputs: Acct_Unsub_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このメールの送信先アカウントへの${i?.label}のメールを停止しますか？サインインは不要です。その他のメールには影響せず、通知設定からいつでも再開できます。`)
};

const ko_acct_unsub_ask = /** @type {(inputs: Acct_Unsub_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 이메일을 받은 계정으로 ${i?.label} 이메일 발송을 중지할까요? 로그인할 필요는 없습니다. 다른 이메일에는 영향이 없으며 알림 설정에서 다시 켤 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Stop e-mails of the kind {label} to the account this e-mail was sent to? You do not need to sign in. Other e-mails are not affected, and you can switch it on..." |
*
* @param {Acct_Unsub_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_ask = /** @type {((inputs: Acct_Unsub_AskInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_AskInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_ask(inputs)
	if (locale === "fr") return fr_acct_unsub_ask(inputs)
	if (locale === "es") return es_acct_unsub_ask(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_ask(inputs)
	if (locale === "ja") return ja_acct_unsub_ask(inputs)
	if (locale === "ko") return ko_acct_unsub_ask(inputs)
	return en_acct_unsub_ask(inputs)
});