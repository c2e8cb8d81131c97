/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_Ans_MissingInputs */

const en_adl_ans_missing = /** @type {(inputs: Adl_Ans_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That LAN center no longer exists.`)
};

const de_adl_ans_missing = /** @type {(inputs: Adl_Ans_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center existiert nicht mehr.`)
};

const fr_adl_ans_missing = /** @type {(inputs: Adl_Ans_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce centre LAN n’existe plus.`)
};

const es_adl_ans_missing = /** @type {(inputs: Adl_Ans_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese centro LAN ya no existe.`)
};

const pt_br2_adl_ans_missing = /** @type {(inputs: Adl_Ans_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse centro LAN não existe mais.`)
};

const ja_adl_ans_missing = /** @type {(inputs: Adl_Ans_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのLANセンターはもう存在しません。`)
};

const ko_adl_ans_missing = /** @type {(inputs: Adl_Ans_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해당 LAN 센터가 더 이상 없습니다.`)
};

/**
* | output |
* | --- |
* | "That LAN center no longer exists." |
*
* @param {Adl_Ans_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_missing = /** @type {((inputs?: Adl_Ans_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_MissingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_missing(inputs)
	if (locale === "fr") return fr_adl_ans_missing(inputs)
	if (locale === "es") return es_adl_ans_missing(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_missing(inputs)
	if (locale === "ja") return ja_adl_ans_missing(inputs)
	if (locale === "ko") return ko_adl_ans_missing(inputs)
	return en_adl_ans_missing(inputs)
});