/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Search_LabelInputs */

const en_dir_search_label = /** @type {(inputs: Dir_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, city or address`)
};

const de_dir_search_label = /** @type {(inputs: Dir_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Name, Stadt oder Adresse suchen`)
};

const fr_dir_search_label = /** @type {(inputs: Dir_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher par nom, ville ou adresse`)
};

const es_dir_search_label = /** @type {(inputs: Dir_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por nombre, ciudad o dirección`)
};

const pt_br2_dir_search_label = /** @type {(inputs: Dir_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por nome, cidade ou endereço`)
};

const ja_dir_search_label = /** @type {(inputs: Dir_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名前・都市・住所で検索`)
};

const ko_dir_search_label = /** @type {(inputs: Dir_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름, 도시 또는 주소로 검색`)
};

/**
* | output |
* | --- |
* | "Search by name, city or address" |
*
* @param {Dir_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_search_label = /** @type {((inputs?: Dir_Search_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Search_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_search_label(inputs)
	if (locale === "fr") return fr_dir_search_label(inputs)
	if (locale === "es") return es_dir_search_label(inputs)
	if (locale === "pt-BR") return pt_br2_dir_search_label(inputs)
	if (locale === "ja") return ja_dir_search_label(inputs)
	if (locale === "ko") return ko_dir_search_label(inputs)
	return en_dir_search_label(inputs)
});