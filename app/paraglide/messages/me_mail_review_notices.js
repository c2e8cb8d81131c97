/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Mail_Review_NoticesInputs */

const en_me_mail_review_notices = /** @type {(inputs: Me_Mail_Review_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New reviews of my centers and replies to my reviews`)
};

const de_me_mail_review_notices = /** @type {(inputs: Me_Mail_Review_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Bewertungen meiner Center und Antworten auf meine Bewertungen`)
};

const fr_me_mail_review_notices = /** @type {(inputs: Me_Mail_Review_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux avis sur mes centres et réponses à mes avis`)
};

const es_me_mail_review_notices = /** @type {(inputs: Me_Mail_Review_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevas reseñas de mis centros y respuestas a mis reseñas`)
};

const pt_br2_me_mail_review_notices = /** @type {(inputs: Me_Mail_Review_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novas avaliações dos meus centros e respostas às minhas avaliações`)
};

const ja_me_mail_review_notices = /** @type {(inputs: Me_Mail_Review_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自分のセンターへの新しいレビューと、自分のレビューへの返信`)
};

const ko_me_mail_review_notices = /** @type {(inputs: Me_Mail_Review_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 센터의 새 리뷰와 내 리뷰에 달린 답글`)
};

/**
* | output |
* | --- |
* | "New reviews of my centers and replies to my reviews" |
*
* @param {Me_Mail_Review_NoticesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_review_notices = /** @type {((inputs?: Me_Mail_Review_NoticesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Mail_Review_NoticesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_mail_review_notices(inputs)
	if (locale === "fr") return fr_me_mail_review_notices(inputs)
	if (locale === "es") return es_me_mail_review_notices(inputs)
	if (locale === "pt-BR") return pt_br2_me_mail_review_notices(inputs)
	if (locale === "ja") return ja_me_mail_review_notices(inputs)
	if (locale === "ko") return ko_me_mail_review_notices(inputs)
	return en_me_mail_review_notices(inputs)
});