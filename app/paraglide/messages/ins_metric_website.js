/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_WebsiteInputs */

const en_ins_metric_website = /** @type {(inputs: Ins_Metric_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website clicks`)
};

const de_ins_metric_website = /** @type {(inputs: Ins_Metric_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website-Klicks`)
};

const fr_ins_metric_website = /** @type {(inputs: Ins_Metric_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics vers le site`)
};

const es_ins_metric_website = /** @type {(inputs: Ins_Metric_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics al sitio web`)
};

const pt_br2_ins_metric_website = /** @type {(inputs: Ins_Metric_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques no site`)
};

const ja_ins_metric_website = /** @type {(inputs: Ins_Metric_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイトのクリック数`)
};

const ko_ins_metric_website = /** @type {(inputs: Ins_Metric_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트 클릭 수`)
};

/**
* | output |
* | --- |
* | "Website clicks" |
*
* @param {Ins_Metric_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_website = /** @type {((inputs?: Ins_Metric_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_WebsiteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_website(inputs)
	if (locale === "fr") return fr_ins_metric_website(inputs)
	if (locale === "es") return es_ins_metric_website(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_website(inputs)
	if (locale === "ja") return ja_ins_metric_website(inputs)
	if (locale === "ko") return ko_ins_metric_website(inputs)
	return en_ins_metric_website(inputs)
});