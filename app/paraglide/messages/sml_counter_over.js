/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sml_Counter_OverInputs */

const en_sml_counter_over = /** @type {(inputs: Sml_Counter_OverInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} character too many`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} characters too many`);
	return /** @type {LocalizedString} */ ("sml_counter_over");
};

const de_sml_counter_over = /** @type {(inputs: Sml_Counter_OverInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Zeichen zu viel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Zeichen zu viel`);
	return /** @type {LocalizedString} */ ("sml_counter_over");
};

const fr_sml_counter_over = /** @type {(inputs: Sml_Counter_OverInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} caractère en trop`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} caractères en trop`);
	return /** @type {LocalizedString} */ ("sml_counter_over");
};

const es_sml_counter_over = /** @type {(inputs: Sml_Counter_OverInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} carácter de más`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} caracteres de más`);
	return /** @type {LocalizedString} */ ("sml_counter_over");
};

const pt_br2_sml_counter_over = /** @type {(inputs: Sml_Counter_OverInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} caractere a mais`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} caracteres a mais`);
	return /** @type {LocalizedString} */ ("sml_counter_over");
};

const ja_sml_counter_over = /** @type {(inputs: Sml_Counter_OverInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}文字超過`)
};

const ko_sml_counter_over = /** @type {(inputs: Sml_Counter_OverInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}자 초과`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} character too many" |
* | "other" | "{shown} characters too many" |
*
* @param {Sml_Counter_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sml_counter_over = /** @type {((inputs: Sml_Counter_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sml_Counter_OverInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sml_counter_over(inputs)
	if (locale === "fr") return fr_sml_counter_over(inputs)
	if (locale === "es") return es_sml_counter_over(inputs)
	if (locale === "pt-BR") return pt_br2_sml_counter_over(inputs)
	if (locale === "ja") return ja_sml_counter_over(inputs)
	if (locale === "ko") return ko_sml_counter_over(inputs)
	return en_sml_counter_over(inputs)
});