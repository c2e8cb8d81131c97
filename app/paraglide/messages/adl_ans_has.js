/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_Ans_HasInputs */

const en_adl_ans_has = /** @type {(inputs: Adl_Ans_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That LAN center already has a complimentary listing.`)
};

const de_adl_ans_has = /** @type {(inputs: Adl_Ans_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center hat bereits einen kostenlosen Eintrag.`)
};

const fr_adl_ans_has = /** @type {(inputs: Adl_Ans_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce centre LAN bénéficie déjà d’un référencement offert.`)
};

const es_adl_ans_has = /** @type {(inputs: Adl_Ans_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese centro LAN ya tiene un anuncio gratuito.`)
};

const pt_br2_adl_ans_has = /** @type {(inputs: Adl_Ans_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse centro LAN já tem uma listagem cortesia.`)
};

const ja_adl_ans_has = /** @type {(inputs: Adl_Ans_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのLANセンターにはすでに無償掲載があります。`)
};

const ko_adl_ans_has = /** @type {(inputs: Adl_Ans_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해당 LAN 센터는 이미 무료 등재가 있습니다.`)
};

/**
* | output |
* | --- |
* | "That LAN center already has a complimentary listing." |
*
* @param {Adl_Ans_HasInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_has = /** @type {((inputs?: Adl_Ans_HasInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_HasInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_has(inputs)
	if (locale === "fr") return fr_adl_ans_has(inputs)
	if (locale === "es") return es_adl_ans_has(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_has(inputs)
	if (locale === "ja") return ja_adl_ans_has(inputs)
	if (locale === "ko") return ko_adl_ans_has(inputs)
	return en_adl_ans_has(inputs)
});