/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Refund_NothingInputs */

const en_mail_refund_nothing = /** @type {(inputs: Mail_Refund_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing you need to do.`)
};

const de_mail_refund_nothing = /** @type {(inputs: Mail_Refund_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie müssen nichts weiter tun.`)
};

const fr_mail_refund_nothing = /** @type {(inputs: Mail_Refund_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à faire.`)
};

const es_mail_refund_nothing = /** @type {(inputs: Mail_Refund_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes que hacer nada.`)
};

const pt_br2_mail_refund_nothing = /** @type {(inputs: Mail_Refund_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não precisa fazer nada.`)
};

const ja_mail_refund_nothing = /** @type {(inputs: Mail_Refund_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お客様の操作は必要ありません。`)
};

const ko_mail_refund_nothing = /** @type {(inputs: Mail_Refund_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`따로 하실 일은 없습니다.`)
};

/**
* | output |
* | --- |
* | "There is nothing you need to do." |
*
* @param {Mail_Refund_NothingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_refund_nothing = /** @type {((inputs?: Mail_Refund_NothingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_NothingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_refund_nothing(inputs)
	if (locale === "fr") return fr_mail_refund_nothing(inputs)
	if (locale === "es") return es_mail_refund_nothing(inputs)
	if (locale === "pt-BR") return pt_br2_mail_refund_nothing(inputs)
	if (locale === "ja") return ja_mail_refund_nothing(inputs)
	if (locale === "ko") return ko_mail_refund_nothing(inputs)
	return en_mail_refund_nothing(inputs)
});