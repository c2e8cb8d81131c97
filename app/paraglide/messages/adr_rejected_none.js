/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Rejected_NoneInputs */

const en_adr_rejected_none = /** @type {(inputs: Adr_Rejected_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is rejected.`)
};

const de_adr_rejected_none = /** @type {(inputs: Adr_Rejected_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts ist abgelehnt.`)
};

const fr_adr_rejected_none = /** @type {(inputs: Adr_Rejected_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’est refusé.`)
};

const es_adr_rejected_none = /** @type {(inputs: Adr_Rejected_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada rechazado.`)
};

const pt_br2_adr_rejected_none = /** @type {(inputs: Adr_Rejected_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada foi rejeitado.`)
};

const ja_adr_rejected_none = /** @type {(inputs: Adr_Rejected_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`却下された項目はありません。`)
};

const ko_adr_rejected_none = /** @type {(inputs: Adr_Rejected_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`거부된 항목이 없습니다.`)
};

/**
* | output |
* | --- |
* | "Nothing is rejected." |
*
* @param {Adr_Rejected_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_rejected_none = /** @type {((inputs?: Adr_Rejected_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Rejected_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_rejected_none(inputs)
	if (locale === "fr") return fr_adr_rejected_none(inputs)
	if (locale === "es") return es_adr_rejected_none(inputs)
	if (locale === "pt-BR") return pt_br2_adr_rejected_none(inputs)
	if (locale === "ja") return ja_adr_rejected_none(inputs)
	if (locale === "ko") return ko_adr_rejected_none(inputs)
	return en_adr_rejected_none(inputs)
});