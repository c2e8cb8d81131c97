/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Visit_WebsiteInputs */

const en_dash_visit_website = /** @type {(inputs: Dash_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit Website`)
};

const de_dash_visit_website = /** @type {(inputs: Dash_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website besuchen`)
};

const fr_dash_visit_website = /** @type {(inputs: Dash_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiter le site`)
};

const es_dash_visit_website = /** @type {(inputs: Dash_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitar sitio web`)
};

const pt_br2_dash_visit_website = /** @type {(inputs: Dash_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitar site`)
};

const ja_dash_visit_website = /** @type {(inputs: Dash_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイトを見る`)
};

const ko_dash_visit_website = /** @type {(inputs: Dash_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트 방문`)
};

/**
* | output |
* | --- |
* | "Visit Website" |
*
* @param {Dash_Visit_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_visit_website = /** @type {((inputs?: Dash_Visit_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Visit_WebsiteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_visit_website(inputs)
	if (locale === "fr") return fr_dash_visit_website(inputs)
	if (locale === "es") return es_dash_visit_website(inputs)
	if (locale === "pt-BR") return pt_br2_dash_visit_website(inputs)
	if (locale === "ja") return ja_dash_visit_website(inputs)
	if (locale === "ko") return ko_dash_visit_website(inputs)
	return en_dash_visit_website(inputs)
});