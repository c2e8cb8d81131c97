/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Unsub_InvalidInputs */

const en_acct_unsub_invalid = /** @type {(inputs: Acct_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid or has expired. Sign in to choose which e-mails you get.`)
};

const de_acct_unsub_invalid = /** @type {(inputs: Acct_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Abbestell-Link ist ungültig oder abgelaufen. Melde dich an, um zu wählen, welche E-Mails du bekommst.`)
};

const fr_acct_unsub_invalid = /** @type {(inputs: Acct_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de désabonnement n'est pas valide ou a expiré. Connectez-vous pour choisir les e-mails que vous recevez.`)
};

const es_acct_unsub_invalid = /** @type {(inputs: Acct_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace para darse de baja no es válido o ha caducado. Inicia sesión para elegir qué correos recibes.`)
};

const pt_br2_acct_unsub_invalid = /** @type {(inputs: Acct_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de cancelamento é inválido ou expirou. Entre para escolher quais e-mails você recebe.`)
};

const ja_acct_unsub_invalid = /** @type {(inputs: Acct_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この配信停止リンクは無効か、有効期限が切れています。サインインして受け取るメールを選んでください。`)
};

const ko_acct_unsub_invalid = /** @type {(inputs: Acct_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 수신 거부 링크는 유효하지 않거나 만료되었습니다. 로그인하여 받을 이메일을 선택하세요.`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link is not valid or has expired. Sign in to choose which e-mails you get." |
*
* @param {Acct_Unsub_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_invalid = /** @type {((inputs?: Acct_Unsub_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_InvalidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_invalid(inputs)
	if (locale === "fr") return fr_acct_unsub_invalid(inputs)
	if (locale === "es") return es_acct_unsub_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_invalid(inputs)
	if (locale === "ja") return ja_acct_unsub_invalid(inputs)
	if (locale === "ko") return ko_acct_unsub_invalid(inputs)
	return en_acct_unsub_invalid(inputs)
});