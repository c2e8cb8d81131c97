/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Own_Sub_Card_EndingInputs */

const en_own_sub_card_ending = /** @type {(inputs: Own_Sub_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending in ${i?.last4}`)
};

const de_own_sub_card_ending = /** @type {(inputs: Own_Sub_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} mit Endziffern ${i?.last4}`)
};

const fr_own_sub_card_ending = /** @type {(inputs: Own_Sub_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} se terminant par ${i?.last4}`)
};

const es_own_sub_card_ending = /** @type {(inputs: Own_Sub_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} terminada en ${i?.last4}`)
};

const pt_br2_own_sub_card_ending = /** @type {(inputs: Own_Sub_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} final ${i?.last4}`)
};

const ja_own_sub_card_ending = /** @type {(inputs: Own_Sub_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}（末尾 ${i?.last4}）`)
};

const ko_own_sub_card_ending = /** @type {(inputs: Own_Sub_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} (끝자리 ${i?.last4})`)
};

/**
* | output |
* | --- |
* | "{brand} ending in {last4}" |
*
* @param {Own_Sub_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_card_ending = /** @type {((inputs: Own_Sub_Card_EndingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Card_EndingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_card_ending(inputs)
	if (locale === "fr") return fr_own_sub_card_ending(inputs)
	if (locale === "es") return es_own_sub_card_ending(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_card_ending(inputs)
	if (locale === "ja") return ja_own_sub_card_ending(inputs)
	if (locale === "ko") return ko_own_sub_card_ending(inputs)
	return en_own_sub_card_ending(inputs)
});