/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rev_Heading_OwnInputs */

const en_rev_heading_own = /** @type {(inputs: Rev_Heading_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your review of ${i?.name}`)
};

const de_rev_heading_own = /** @type {(inputs: Rev_Heading_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bewertung von ${i?.name}`)
};

const fr_rev_heading_own = /** @type {(inputs: Rev_Heading_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre avis sur ${i?.name}`)
};

const es_rev_heading_own = /** @type {(inputs: Rev_Heading_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu reseña de ${i?.name}`)
};

const pt_br2_rev_heading_own = /** @type {(inputs: Rev_Heading_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua avaliação de ${i?.name}`)
};

const ja_rev_heading_own = /** @type {(inputs: Rev_Heading_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のあなたのレビュー`)
};

const ko_rev_heading_own = /** @type {(inputs: Rev_Heading_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}에 대한 내 리뷰`)
};

/**
* | output |
* | --- |
* | "Your review of {name}" |
*
* @param {Rev_Heading_OwnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_heading_own = /** @type {((inputs: Rev_Heading_OwnInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Heading_OwnInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_heading_own(inputs)
	if (locale === "fr") return fr_rev_heading_own(inputs)
	if (locale === "es") return es_rev_heading_own(inputs)
	if (locale === "pt-BR") return pt_br2_rev_heading_own(inputs)
	if (locale === "ja") return ja_rev_heading_own(inputs)
	if (locale === "ko") return ko_rev_heading_own(inputs)
	return en_rev_heading_own(inputs)
});