/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Review_HeldInputs */

const en_center_review_held = /** @type {(inputs: Center_Review_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review is waiting for moderation. It shows here once a moderator publishes it.`)
};

const de_center_review_held = /** @type {(inputs: Center_Review_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewertung wartet auf die Moderation. Sie erscheint hier, sobald ein Moderator sie veröffentlicht.`)
};

const fr_center_review_held = /** @type {(inputs: Center_Review_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis attend la modération. Il apparaîtra ici dès qu'un modérateur l'aura publié.`)
};

const es_center_review_held = /** @type {(inputs: Center_Review_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reseña está pendiente de moderación. Aparecerá aquí cuando un moderador la publique.`)
};

const pt_br2_center_review_held = /** @type {(inputs: Center_Review_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua avaliação está aguardando moderação. Ela aparece aqui assim que um moderador a publicar.`)
};

const ja_center_review_held = /** @type {(inputs: Center_Review_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューはモデレーション待ちです。モデレーターが公開するとここに表示されます。`)
};

const ko_center_review_held = /** @type {(inputs: Center_Review_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰가 검토를 기다리고 있습니다. 운영진이 게시하면 여기에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Your review is waiting for moderation. It shows here once a moderator publishes it." |
*
* @param {Center_Review_HeldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_review_held = /** @type {((inputs?: Center_Review_HeldInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Review_HeldInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_review_held(inputs)
	if (locale === "fr") return fr_center_review_held(inputs)
	if (locale === "es") return es_center_review_held(inputs)
	if (locale === "pt-BR") return pt_br2_center_review_held(inputs)
	if (locale === "ja") return ja_center_review_held(inputs)
	if (locale === "ko") return ko_center_review_held(inputs)
	return en_center_review_held(inputs)
});