/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Reason_HatefulInputs */

const en_arv_reason_hateful = /** @type {(inputs: Arv_Reason_HatefulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hateful or harassing`)
};

const de_arv_reason_hateful = /** @type {(inputs: Arv_Reason_HatefulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasserfüllt oder belästigend`)
};

const fr_arv_reason_hateful = /** @type {(inputs: Arv_Reason_HatefulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haineux ou harcelant`)
};

const es_arv_reason_hateful = /** @type {(inputs: Arv_Reason_HatefulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odio o acoso`)
};

const pt_br2_arv_reason_hateful = /** @type {(inputs: Arv_Reason_HatefulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discurso de ódio ou assédio`)
};

const ja_arv_reason_hateful = /** @type {(inputs: Arv_Reason_HatefulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`憎悪・嫌がらせ`)
};

const ko_arv_reason_hateful = /** @type {(inputs: Arv_Reason_HatefulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`혐오 또는 괴롭힘`)
};

/**
* | output |
* | --- |
* | "Hateful or harassing" |
*
* @param {Arv_Reason_HatefulInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_hateful = /** @type {((inputs?: Arv_Reason_HatefulInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Reason_HatefulInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reason_hateful(inputs)
	if (locale === "fr") return fr_arv_reason_hateful(inputs)
	if (locale === "es") return es_arv_reason_hateful(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reason_hateful(inputs)
	if (locale === "ja") return ja_arv_reason_hateful(inputs)
	if (locale === "ko") return ko_arv_reason_hateful(inputs)
	return en_arv_reason_hateful(inputs)
});