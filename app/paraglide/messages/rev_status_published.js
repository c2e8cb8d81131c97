/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Status_PublishedInputs */

const en_rev_status_published = /** @type {(inputs: Rev_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review is public on the center's page.`)
};

const de_rev_status_published = /** @type {(inputs: Rev_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewertung ist auf der Seite des Centers öffentlich.`)
};

const fr_rev_status_published = /** @type {(inputs: Rev_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis est public sur la page du centre.`)
};

const es_rev_status_published = /** @type {(inputs: Rev_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reseña es pública en la página del centro.`)
};

const pt_br2_rev_status_published = /** @type {(inputs: Rev_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua avaliação está pública na página do centro.`)
};

const ja_rev_status_published = /** @type {(inputs: Rev_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューはセンターのページで公開されています。`)
};

const ko_rev_status_published = /** @type {(inputs: Rev_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰가 센터 페이지에 공개되어 있습니다.`)
};

/**
* | output |
* | --- |
* | "Your review is public on the center's page." |
*
* @param {Rev_Status_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_status_published = /** @type {((inputs?: Rev_Status_PublishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Status_PublishedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_status_published(inputs)
	if (locale === "fr") return fr_rev_status_published(inputs)
	if (locale === "es") return es_rev_status_published(inputs)
	if (locale === "pt-BR") return pt_br2_rev_status_published(inputs)
	if (locale === "ja") return ja_rev_status_published(inputs)
	if (locale === "ko") return ko_rev_status_published(inputs)
	return en_rev_status_published(inputs)
});