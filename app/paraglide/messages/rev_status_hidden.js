/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Status_HiddenInputs */

const en_rev_status_hidden = /** @type {(inputs: Rev_Status_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A moderator hid your review. Edit it to follow the review guidelines; a moderator can then restore it.`)
};

const de_rev_status_hidden = /** @type {(inputs: Rev_Status_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Moderator hat deine Bewertung ausgeblendet. Bearbeite sie gemäß den Bewertungsrichtlinien; danach kann ein Moderator sie wiederherstellen.`)
};

const fr_rev_status_hidden = /** @type {(inputs: Rev_Status_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un modérateur a masqué votre avis. Modifiez-le pour respecter les règles de publication ; un modérateur pourra alors le rétablir.`)
};

const es_rev_status_hidden = /** @type {(inputs: Rev_Status_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un moderador ocultó tu reseña. Edítala para que cumpla las normas de reseñas; después un moderador podrá restaurarla.`)
};

const pt_br2_rev_status_hidden = /** @type {(inputs: Rev_Status_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um moderador ocultou sua avaliação. Edite-a para seguir as diretrizes de avaliação; depois um moderador poderá restaurá-la.`)
};

const ja_rev_status_hidden = /** @type {(inputs: Rev_Status_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーターがあなたのレビューを非表示にしました。レビューガイドラインに沿うよう編集すると、モデレーターが再表示できます。`)
};

const ko_rev_status_hidden = /** @type {(inputs: Rev_Status_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자가 회원님의 리뷰를 숨겼습니다. 리뷰 가이드라인에 맞게 수정하면 운영자가 다시 표시할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "A moderator hid your review. Edit it to follow the review guidelines; a moderator can then restore it." |
*
* @param {Rev_Status_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_status_hidden = /** @type {((inputs?: Rev_Status_HiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Status_HiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_status_hidden(inputs)
	if (locale === "fr") return fr_rev_status_hidden(inputs)
	if (locale === "es") return es_rev_status_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_rev_status_hidden(inputs)
	if (locale === "ja") return ja_rev_status_hidden(inputs)
	if (locale === "ko") return ko_rev_status_hidden(inputs)
	return en_rev_status_hidden(inputs)
});