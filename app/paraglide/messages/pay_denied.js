/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_DeniedInputs */

const en_pay_denied = /** @type {(inputs: Pay_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have access to this LAN center.`)
};

const de_pay_denied = /** @type {(inputs: Pay_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast keinen Zugriff auf dieses LAN-Center.`)
};

const fr_pay_denied = /** @type {(inputs: Pay_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez pas accès à ce LAN center.`)
};

const es_pay_denied = /** @type {(inputs: Pay_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes acceso a este LAN center.`)
};

const pt_br2_pay_denied = /** @type {(inputs: Pay_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não tem acesso a este LAN center.`)
};

const ja_pay_denied = /** @type {(inputs: Pay_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この LAN センターへのアクセス権がありません。`)
};

const ko_pay_denied = /** @type {(inputs: Pay_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 센터에 접근할 권한이 없습니다.`)
};

/**
* | output |
* | --- |
* | "You do not have access to this LAN center." |
*
* @param {Pay_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_denied = /** @type {((inputs?: Pay_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_DeniedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_denied(inputs)
	if (locale === "fr") return fr_pay_denied(inputs)
	if (locale === "es") return es_pay_denied(inputs)
	if (locale === "pt-BR") return pt_br2_pay_denied(inputs)
	if (locale === "ja") return ja_pay_denied(inputs)
	if (locale === "ko") return ko_pay_denied(inputs)
	return en_pay_denied(inputs)
});