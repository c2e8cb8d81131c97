/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Pages_LabelInputs */

const en_dir_pages_label = /** @type {(inputs: Dir_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages of LAN centers`)
};

const de_dir_pages_label = /** @type {(inputs: Dir_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten der LAN-Center`)
};

const fr_dir_pages_label = /** @type {(inputs: Dir_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des centres LAN`)
};

const es_dir_pages_label = /** @type {(inputs: Dir_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de centros LAN`)
};

const pt_br2_dir_pages_label = /** @type {(inputs: Dir_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de centros de LAN`)
};

const ja_dir_pages_label = /** @type {(inputs: Dir_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターのページ`)
};

const ko_dir_pages_label = /** @type {(inputs: Dir_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 페이지`)
};

/**
* | output |
* | --- |
* | "Pages of LAN centers" |
*
* @param {Dir_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_pages_label = /** @type {((inputs?: Dir_Pages_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Pages_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_pages_label(inputs)
	if (locale === "fr") return fr_dir_pages_label(inputs)
	if (locale === "es") return es_dir_pages_label(inputs)
	if (locale === "pt-BR") return pt_br2_dir_pages_label(inputs)
	if (locale === "ja") return ja_dir_pages_label(inputs)
	if (locale === "ko") return ko_dir_pages_label(inputs)
	return en_dir_pages_label(inputs)
});