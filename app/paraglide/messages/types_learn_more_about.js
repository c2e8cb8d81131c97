/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Types_Learn_More_AboutInputs */

const en_types_learn_more_about = /** @type {(inputs: Types_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`about ${i?.title}`)
};

const de_types_learn_more_about = /** @type {(inputs: Types_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`über ${i?.title}`)
};

const fr_types_learn_more_about = /** @type {(inputs: Types_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur ${i?.title}`)
};

const es_types_learn_more_about = /** @type {(inputs: Types_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sobre ${i?.title}`)
};

const pt_br2_types_learn_more_about = /** @type {(inputs: Types_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sobre ${i?.title}`)
};

const ja_types_learn_more_about = /** @type {(inputs: Types_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.title}）`)
};

const ko_types_learn_more_about = /** @type {(inputs: Types_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.title})`)
};

/**
* | output |
* | --- |
* | "about {title}" |
*
* @param {Types_Learn_More_AboutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_learn_more_about = /** @type {((inputs: Types_Learn_More_AboutInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Learn_More_AboutInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_learn_more_about(inputs)
	if (locale === "fr") return fr_types_learn_more_about(inputs)
	if (locale === "es") return es_types_learn_more_about(inputs)
	if (locale === "pt-BR") return pt_br2_types_learn_more_about(inputs)
	if (locale === "ja") return ja_types_learn_more_about(inputs)
	if (locale === "ko") return ko_types_learn_more_about(inputs)
	return en_types_learn_more_about(inputs)
});