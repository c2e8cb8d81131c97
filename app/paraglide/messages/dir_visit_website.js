/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Visit_WebsiteInputs */

const en_dir_visit_website = /** @type {(inputs: Dir_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit Website`)
};

const de_dir_visit_website = /** @type {(inputs: Dir_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website besuchen`)
};

const fr_dir_visit_website = /** @type {(inputs: Dir_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiter le site`)
};

const es_dir_visit_website = /** @type {(inputs: Dir_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitar sitio web`)
};

const pt_br2_dir_visit_website = /** @type {(inputs: Dir_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitar site`)
};

const ja_dir_visit_website = /** @type {(inputs: Dir_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイトを見る`)
};

const ko_dir_visit_website = /** @type {(inputs: Dir_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트 방문`)
};

/**
* | output |
* | --- |
* | "Visit Website" |
*
* @param {Dir_Visit_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_visit_website = /** @type {((inputs?: Dir_Visit_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Visit_WebsiteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_visit_website(inputs)
	if (locale === "fr") return fr_dir_visit_website(inputs)
	if (locale === "es") return es_dir_visit_website(inputs)
	if (locale === "pt-BR") return pt_br2_dir_visit_website(inputs)
	if (locale === "ja") return ja_dir_visit_website(inputs)
	if (locale === "ko") return ko_dir_visit_website(inputs)
	return en_dir_visit_website(inputs)
});