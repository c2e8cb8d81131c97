/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_RemoveInputs */

const en_pub_rg_remove = /** @type {(inputs: Pub_Rg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we remove`)
};

const de_pub_rg_remove = /** @type {(inputs: Pub_Rg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was wir entfernen`)
};

const fr_pub_rg_remove = /** @type {(inputs: Pub_Rg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous retirons`)
};

const es_pub_rg_remove = /** @type {(inputs: Pub_Rg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué eliminamos`)
};

const pt_br2_pub_rg_remove = /** @type {(inputs: Pub_Rg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que removemos`)
};

const ja_pub_rg_remove = /** @type {(inputs: Pub_Rg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除するもの`)
};

const ko_pub_rg_remove = /** @type {(inputs: Pub_Rg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`삭제하는 내용`)
};

/**
* | output |
* | --- |
* | "What we remove" |
*
* @param {Pub_Rg_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove = /** @type {((inputs?: Pub_Rg_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_RemoveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_remove(inputs)
	if (locale === "fr") return fr_pub_rg_remove(inputs)
	if (locale === "es") return es_pub_rg_remove(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_remove(inputs)
	if (locale === "ja") return ja_pub_rg_remove(inputs)
	if (locale === "ko") return ko_pub_rg_remove(inputs)
	return en_pub_rg_remove(inputs)
});