/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Review_HiddenInputs */

const en_center_review_hidden = /** @type {(inputs: Center_Review_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A moderator hid your review. You can edit it to follow the review guidelines.`)
};

const de_center_review_hidden = /** @type {(inputs: Center_Review_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Moderator hat deine Bewertung ausgeblendet. Du kannst sie bearbeiten, damit sie den Bewertungsrichtlinien entspricht.`)
};

const fr_center_review_hidden = /** @type {(inputs: Center_Review_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un modérateur a masqué votre avis. Vous pouvez le modifier pour respecter les règles des avis.`)
};

const es_center_review_hidden = /** @type {(inputs: Center_Review_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un moderador ocultó tu reseña. Puedes editarla para que cumpla las normas de reseñas.`)
};

const pt_br2_center_review_hidden = /** @type {(inputs: Center_Review_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um moderador ocultou sua avaliação. Você pode editá-la para seguir as diretrizes de avaliação.`)
};

const ja_center_review_hidden = /** @type {(inputs: Center_Review_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーターがあなたのレビューを非表示にしました。レビューガイドラインに沿うよう編集できます。`)
};

const ko_center_review_hidden = /** @type {(inputs: Center_Review_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영진이 리뷰를 숨겼습니다. 리뷰 가이드라인에 맞게 수정할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "A moderator hid your review. You can edit it to follow the review guidelines." |
*
* @param {Center_Review_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_review_hidden = /** @type {((inputs?: Center_Review_HiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Review_HiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_review_hidden(inputs)
	if (locale === "fr") return fr_center_review_hidden(inputs)
	if (locale === "es") return es_center_review_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_center_review_hidden(inputs)
	if (locale === "ja") return ja_center_review_hidden(inputs)
	if (locale === "ko") return ko_center_review_hidden(inputs)
	return en_center_review_hidden(inputs)
});