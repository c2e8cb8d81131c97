/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Center_Found_HelpfulInputs */

const en_center_found_helpful = /** @type {(inputs: Center_Found_HelpfulInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} found this helpful`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} found this helpful`);
	return /** @type {LocalizedString} */ ("center_found_helpful");
};

const de_center_found_helpful = /** @type {(inputs: Center_Found_HelpfulInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Person fand das hilfreich`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Personen fanden das hilfreich`);
	return /** @type {LocalizedString} */ ("center_found_helpful");
};

const fr_center_found_helpful = /** @type {(inputs: Center_Found_HelpfulInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} personne a trouvé cela utile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} personnes ont trouvé cela utile`);
	return /** @type {LocalizedString} */ ("center_found_helpful");
};

const es_center_found_helpful = /** @type {(inputs: Center_Found_HelpfulInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A ${i?.shown} persona le resultó útil`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`A ${i?.shown} personas les resultó útil`);
	return /** @type {LocalizedString} */ ("center_found_helpful");
};

const pt_br2_center_found_helpful = /** @type {(inputs: Center_Found_HelpfulInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} pessoa achou útil`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} pessoas acharam útil`);
	return /** @type {LocalizedString} */ ("center_found_helpful");
};

const ja_center_found_helpful = /** @type {(inputs: Center_Found_HelpfulInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}人が役に立ったと評価`)
};

const ko_center_found_helpful = /** @type {(inputs: Center_Found_HelpfulInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}명이 도움이 됐다고 평가`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} found this helpful" |
* | "other" | "{shown} found this helpful" |
*
* @param {Center_Found_HelpfulInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_found_helpful = /** @type {((inputs: Center_Found_HelpfulInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Found_HelpfulInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_found_helpful(inputs)
	if (locale === "fr") return fr_center_found_helpful(inputs)
	if (locale === "es") return es_center_found_helpful(inputs)
	if (locale === "pt-BR") return pt_br2_center_found_helpful(inputs)
	if (locale === "ja") return ja_center_found_helpful(inputs)
	if (locale === "ko") return ko_center_found_helpful(inputs)
	return en_center_found_helpful(inputs)
});