/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_Ans_GoneInputs */

const en_adl_ans_gone = /** @type {(inputs: Adl_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That LAN center no longer exists or is not verified.`)
};

const de_adl_ans_gone = /** @type {(inputs: Adl_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center existiert nicht mehr oder ist nicht verifiziert.`)
};

const fr_adl_ans_gone = /** @type {(inputs: Adl_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce centre LAN n’existe plus ou n’est pas vérifié.`)
};

const es_adl_ans_gone = /** @type {(inputs: Adl_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese centro LAN ya no existe o no está verificado.`)
};

const pt_br2_adl_ans_gone = /** @type {(inputs: Adl_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse centro LAN não existe mais ou não está verificado.`)
};

const ja_adl_ans_gone = /** @type {(inputs: Adl_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのLANセンターは存在しないか、認証されていません。`)
};

const ko_adl_ans_gone = /** @type {(inputs: Adl_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해당 LAN 센터가 더 이상 없거나 인증되지 않았습니다.`)
};

/**
* | output |
* | --- |
* | "That LAN center no longer exists or is not verified." |
*
* @param {Adl_Ans_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_gone = /** @type {((inputs?: Adl_Ans_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_GoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_gone(inputs)
	if (locale === "fr") return fr_adl_ans_gone(inputs)
	if (locale === "es") return es_adl_ans_gone(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_gone(inputs)
	if (locale === "ja") return ja_adl_ans_gone(inputs)
	if (locale === "ko") return ko_adl_ans_gone(inputs)
	return en_adl_ans_gone(inputs)
});