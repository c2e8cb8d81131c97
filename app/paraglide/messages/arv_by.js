/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown>, when: NonNullable<unknown> }} Arv_ByInputs */

const en_arv_by = /** @type {(inputs: Arv_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By ${i?.name} (${i?.email}), ${i?.when}`)
};

const de_arv_by = /** @type {(inputs: Arv_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.name} (${i?.email}), ${i?.when}`)
};

const fr_arv_by = /** @type {(inputs: Arv_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Par ${i?.name} (${i?.email}), ${i?.when}`)
};

const es_arv_by = /** @type {(inputs: Arv_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name} (${i?.email}), ${i?.when}`)
};

const pt_br2_arv_by = /** @type {(inputs: Arv_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ${i?.name} (${i?.email}), ${i?.when}`)
};

const ja_arv_by = /** @type {(inputs: Arv_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`投稿者: ${i?.name}（${i?.email}）、${i?.when}`)
};

const ko_arv_by = /** @type {(inputs: Arv_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`작성자: ${i?.name}(${i?.email}), ${i?.when}`)
};

/**
* | output |
* | --- |
* | "By {name} ({email}), {when}" |
*
* @param {Arv_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_by = /** @type {((inputs: Arv_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_ByInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_by(inputs)
	if (locale === "fr") return fr_arv_by(inputs)
	if (locale === "es") return es_arv_by(inputs)
	if (locale === "pt-BR") return pt_br2_arv_by(inputs)
	if (locale === "ja") return ja_arv_by(inputs)
	if (locale === "ko") return ko_arv_by(inputs)
	return en_arv_by(inputs)
});