/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_Other_PricesInputs */

const en_ain_other_prices = /** @type {(inputs: Ain_Other_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other prices`)
};

const de_ain_other_prices = /** @type {(inputs: Ain_Other_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Preise`)
};

const fr_ain_other_prices = /** @type {(inputs: Ain_Other_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres tarifs`)
};

const es_ain_other_prices = /** @type {(inputs: Ain_Other_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otros precios`)
};

const pt_br2_ain_other_prices = /** @type {(inputs: Ain_Other_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outros preços`)
};

const ja_ain_other_prices = /** @type {(inputs: Ain_Other_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`その他の料金`)
};

const ko_ain_other_prices = /** @type {(inputs: Ain_Other_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`기타 요금`)
};

/**
* | output |
* | --- |
* | "Other prices" |
*
* @param {Ain_Other_PricesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_other_prices = /** @type {((inputs?: Ain_Other_PricesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_Other_PricesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_other_prices(inputs)
	if (locale === "fr") return fr_ain_other_prices(inputs)
	if (locale === "es") return es_ain_other_prices(inputs)
	if (locale === "pt-BR") return pt_br2_ain_other_prices(inputs)
	if (locale === "ja") return ja_ain_other_prices(inputs)
	if (locale === "ko") return ko_ain_other_prices(inputs)
	return en_ain_other_prices(inputs)
});