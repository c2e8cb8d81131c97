/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Att_ForInputs */

const en_att_for = /** @type {(inputs: Att_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

const de_att_for = /** @type {(inputs: Att_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.name}`)
};

const fr_att_for = /** @type {(inputs: Att_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pour ${i?.name}`)
};

const es_att_for = /** @type {(inputs: Att_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.name}`)
};

const pt_br2_att_for = /** @type {(inputs: Att_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.name}`)
};

const ja_att_for = /** @type {(inputs: Att_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name}）`)
};

const ko_att_for = /** @type {(inputs: Att_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.name})`)
};

/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Att_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_for = /** @type {((inputs: Att_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_ForInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_for(inputs)
	if (locale === "fr") return fr_att_for(inputs)
	if (locale === "es") return es_att_for(inputs)
	if (locale === "pt-BR") return pt_br2_att_for(inputs)
	if (locale === "ja") return ja_att_for(inputs)
	if (locale === "ko") return ko_att_for(inputs)
	return en_att_for(inputs)
});