/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Status_HeldInputs */

const en_rev_status_held = /** @type {(inputs: Rev_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review is waiting for moderation. It shows on the center's page once a moderator publishes it.`)
};

const de_rev_status_held = /** @type {(inputs: Rev_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewertung wartet auf die Moderation. Sie erscheint auf der Seite des Centers, sobald ein Moderator sie veröffentlicht.`)
};

const fr_rev_status_held = /** @type {(inputs: Rev_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis attend la modération. Il apparaîtra sur la page du centre dès qu'un modérateur l'aura publié.`)
};

const es_rev_status_held = /** @type {(inputs: Rev_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reseña está pendiente de moderación. Aparecerá en la página del centro cuando un moderador la publique.`)
};

const pt_br2_rev_status_held = /** @type {(inputs: Rev_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua avaliação está aguardando moderação. Ela aparece na página do centro assim que um moderador a publicar.`)
};

const ja_rev_status_held = /** @type {(inputs: Rev_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューはモデレーション待ちです。モデレーターが公開すると、センターのページに表示されます。`)
};

const ko_rev_status_held = /** @type {(inputs: Rev_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰가 검토를 기다리고 있습니다. 운영자가 게시하면 센터 페이지에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Your review is waiting for moderation. It shows on the center's page once a moderator publishes it." |
*
* @param {Rev_Status_HeldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_status_held = /** @type {((inputs?: Rev_Status_HeldInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Status_HeldInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_status_held(inputs)
	if (locale === "fr") return fr_rev_status_held(inputs)
	if (locale === "es") return es_rev_status_held(inputs)
	if (locale === "pt-BR") return pt_br2_rev_status_held(inputs)
	if (locale === "ja") return ja_rev_status_held(inputs)
	if (locale === "ko") return ko_rev_status_held(inputs)
	return en_rev_status_held(inputs)
});