/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, rating: NonNullable<unknown>, body: NonNullable<unknown> }} Arv_VersionInputs */

const en_arv_version = /** @type {(inputs: Arv_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.rating} of 5: ${i?.body}`)
};

const de_arv_version = /** @type {(inputs: Arv_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.rating} von 5: ${i?.body}`)
};

const fr_arv_version = /** @type {(inputs: Arv_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.rating} sur 5 : ${i?.body}`)
};

const es_arv_version = /** @type {(inputs: Arv_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.rating} de 5: ${i?.body}`)
};

const pt_br2_arv_version = /** @type {(inputs: Arv_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.rating} de 5: ${i?.body}`)
};

const ja_arv_version = /** @type {(inputs: Arv_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}、5 点中 ${i?.rating} 点: ${i?.body}`)
};

const ko_arv_version = /** @type {(inputs: Arv_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, 5점 중 ${i?.rating}점: ${i?.body}`)
};

/**
* | output |
* | --- |
* | "{when}, {rating} of 5: {body}" |
*
* @param {Arv_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_version = /** @type {((inputs: Arv_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_VersionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_version(inputs)
	if (locale === "fr") return fr_arv_version(inputs)
	if (locale === "es") return es_arv_version(inputs)
	if (locale === "pt-BR") return pt_br2_arv_version(inputs)
	if (locale === "ja") return ja_arv_version(inputs)
	if (locale === "ko") return ko_arv_version(inputs)
	return en_arv_version(inputs)
});