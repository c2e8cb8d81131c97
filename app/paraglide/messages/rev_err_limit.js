/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_LimitInputs */

const en_rev_err_limit = /** @type {(inputs: Rev_Err_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can post at most 5 reviews a day. Please try again tomorrow.`)
};

const de_rev_err_limit = /** @type {(inputs: Rev_Err_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst höchstens 5 Bewertungen pro Tag veröffentlichen. Bitte versuch es morgen erneut.`)
};

const fr_rev_err_limit = /** @type {(inputs: Rev_Err_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez publier au maximum 5 avis par jour. Veuillez réessayer demain.`)
};

const es_rev_err_limit = /** @type {(inputs: Rev_Err_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes publicar como máximo 5 reseñas al día. Vuelve a intentarlo mañana.`)
};

const pt_br2_rev_err_limit = /** @type {(inputs: Rev_Err_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pode publicar no máximo 5 avaliações por dia. Tente novamente amanhã.`)
};

const ja_rev_err_limit = /** @type {(inputs: Rev_Err_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューの投稿は 1 日 5 件までです。明日もう一度お試しください。`)
};

const ko_rev_err_limit = /** @type {(inputs: Rev_Err_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰는 하루에 최대 5개까지 게시할 수 있습니다. 내일 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "You can post at most 5 reviews a day. Please try again tomorrow." |
*
* @param {Rev_Err_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_limit = /** @type {((inputs?: Rev_Err_LimitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_LimitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_limit(inputs)
	if (locale === "fr") return fr_rev_err_limit(inputs)
	if (locale === "es") return es_rev_err_limit(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_limit(inputs)
	if (locale === "ja") return ja_rev_err_limit(inputs)
	if (locale === "ko") return ko_rev_err_limit(inputs)
	return en_rev_err_limit(inputs)
});