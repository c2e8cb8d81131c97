/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Mail_Review_StarsInputs */

const en_mail_review_stars = /** @type {(inputs: Mail_Review_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} of 5 stars`)
};

const de_mail_review_stars = /** @type {(inputs: Mail_Review_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} von 5 Sternen`)
};

const fr_mail_review_stars = /** @type {(inputs: Mail_Review_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} étoiles sur 5`)
};

const es_mail_review_stars = /** @type {(inputs: Mail_Review_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5 estrellas`)
};

const pt_br2_mail_review_stars = /** @type {(inputs: Mail_Review_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5 estrelas`)
};

const ja_mail_review_stars = /** @type {(inputs: Mail_Review_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`星5つ中${i?.rating}つ`)
};

const ko_mail_review_stars = /** @type {(inputs: Mail_Review_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`별 5개 중 ${i?.rating}개`)
};

/**
* | output |
* | --- |
* | "{rating} of 5 stars" |
*
* @param {Mail_Review_StarsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_stars = /** @type {((inputs: Mail_Review_StarsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_StarsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_stars(inputs)
	if (locale === "fr") return fr_mail_review_stars(inputs)
	if (locale === "es") return es_mail_review_stars(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_stars(inputs)
	if (locale === "ja") return ja_mail_review_stars(inputs)
	if (locale === "ko") return ko_mail_review_stars(inputs)
	return en_mail_review_stars(inputs)
});