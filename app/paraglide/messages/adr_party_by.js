/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ owner: NonNullable<unknown> }} Adr_Party_ByInputs */

const en_adr_party_by = /** @type {(inputs: Adr_Party_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.owner}`)
};

const de_adr_party_by = /** @type {(inputs: Adr_Party_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.owner}`)
};

const fr_adr_party_by = /** @type {(inputs: Adr_Party_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.owner}`)
};

const es_adr_party_by = /** @type {(inputs: Adr_Party_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.owner}`)
};

const pt_br2_adr_party_by = /** @type {(inputs: Adr_Party_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.owner}`)
};

const ja_adr_party_by = /** @type {(inputs: Adr_Party_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`投稿者 ${i?.owner}`)
};

const ko_adr_party_by = /** @type {(inputs: Adr_Party_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`작성자 ${i?.owner}`)
};

/**
* | output |
* | --- |
* | "by {owner}" |
*
* @param {Adr_Party_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_party_by = /** @type {((inputs: Adr_Party_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Party_ByInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_party_by(inputs)
	if (locale === "fr") return fr_adr_party_by(inputs)
	if (locale === "es") return es_adr_party_by(inputs)
	if (locale === "pt-BR") return pt_br2_adr_party_by(inputs)
	if (locale === "ja") return ja_adr_party_by(inputs)
	if (locale === "ko") return ko_adr_party_by(inputs)
	return en_adr_party_by(inputs)
});