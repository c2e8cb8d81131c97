/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sml_Counter_LeftInputs */

const en_sml_counter_left = /** @type {(inputs: Sml_Counter_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} character left`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} characters left`);
	return /** @type {LocalizedString} */ ("sml_counter_left");
};

const de_sml_counter_left = /** @type {(inputs: Sml_Counter_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Noch ${i?.shown} Zeichen`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Noch ${i?.shown} Zeichen`);
	return /** @type {LocalizedString} */ ("sml_counter_left");
};

const fr_sml_counter_left = /** @type {(inputs: Sml_Counter_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} caractère restant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} caractères restants`);
	return /** @type {LocalizedString} */ ("sml_counter_left");
};

const es_sml_counter_left = /** @type {(inputs: Sml_Counter_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Queda ${i?.shown} carácter`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Quedan ${i?.shown} caracteres`);
	return /** @type {LocalizedString} */ ("sml_counter_left");
};

const pt_br2_sml_counter_left = /** @type {(inputs: Sml_Counter_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} caractere restante`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} caracteres restantes`);
	return /** @type {LocalizedString} */ ("sml_counter_left");
};

const ja_sml_counter_left = /** @type {(inputs: Sml_Counter_LeftInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`残り${i?.shown}文字`)
};

const ko_sml_counter_left = /** @type {(inputs: Sml_Counter_LeftInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}자 남음`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} character left" |
* | "other" | "{shown} characters left" |
*
* @param {Sml_Counter_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sml_counter_left = /** @type {((inputs: Sml_Counter_LeftInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sml_Counter_LeftInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sml_counter_left(inputs)
	if (locale === "fr") return fr_sml_counter_left(inputs)
	if (locale === "es") return es_sml_counter_left(inputs)
	if (locale === "pt-BR") return pt_br2_sml_counter_left(inputs)
	if (locale === "ja") return ja_sml_counter_left(inputs)
	if (locale === "ko") return ko_sml_counter_left(inputs)
	return en_sml_counter_left(inputs)
});