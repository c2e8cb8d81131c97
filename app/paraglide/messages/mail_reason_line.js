/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Mail_Reason_LineInputs */

const en_mail_reason_line = /** @type {(inputs: Mail_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const de_mail_reason_line = /** @type {(inputs: Mail_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund: ${i?.reason}`)
};

const fr_mail_reason_line = /** @type {(inputs: Mail_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

const es_mail_reason_line = /** @type {(inputs: Mail_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const pt_br2_mail_reason_line = /** @type {(inputs: Mail_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const ja_mail_reason_line = /** @type {(inputs: Mail_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`理由：${i?.reason}`)
};

const ko_mail_reason_line = /** @type {(inputs: Mail_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사유: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Mail_Reason_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reason_line = /** @type {((inputs: Mail_Reason_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reason_LineInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reason_line(inputs)
	if (locale === "fr") return fr_mail_reason_line(inputs)
	if (locale === "es") return es_mail_reason_line(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reason_line(inputs)
	if (locale === "ja") return ja_mail_reason_line(inputs)
	if (locale === "ko") return ko_mail_reason_line(inputs)
	return en_mail_reason_line(inputs)
});