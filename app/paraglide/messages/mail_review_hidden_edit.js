/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Review_Hidden_EditInputs */

const en_mail_review_hidden_edit = /** @type {(inputs: Mail_Review_Hidden_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can edit your review to follow the review guidelines; a moderator can then restore it.`)
};

const de_mail_review_hidden_edit = /** @type {(inputs: Mail_Review_Hidden_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können Ihre Bewertung so bearbeiten, dass sie den Bewertungsrichtlinien entspricht; ein Moderator kann sie dann wiederherstellen.`)
};

const fr_mail_review_hidden_edit = /** @type {(inputs: Mail_Review_Hidden_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez modifier votre avis pour qu’il respecte les règles des avis ; un modérateur pourra alors le rétablir.`)
};

const es_mail_review_hidden_edit = /** @type {(inputs: Mail_Review_Hidden_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes editar tu reseña para que cumpla las normas de reseñas; después, un moderador podrá restaurarla.`)
};

const pt_br2_mail_review_hidden_edit = /** @type {(inputs: Mail_Review_Hidden_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pode editar sua avaliação para seguir as diretrizes de avaliação; depois, um moderador poderá restaurá-la.`)
};

const ja_mail_review_hidden_edit = /** @type {(inputs: Mail_Review_Hidden_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューガイドラインに沿うようにレビューを編集すると、モデレーターが再表示できます。`)
};

const ko_mail_review_hidden_edit = /** @type {(inputs: Mail_Review_Hidden_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 가이드라인에 맞게 리뷰를 수정하면 운영진이 다시 표시할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "You can edit your review to follow the review guidelines; a moderator can then restore it." |
*
* @param {Mail_Review_Hidden_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_hidden_edit = /** @type {((inputs?: Mail_Review_Hidden_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Hidden_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_hidden_edit(inputs)
	if (locale === "fr") return fr_mail_review_hidden_edit(inputs)
	if (locale === "es") return es_mail_review_hidden_edit(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_hidden_edit(inputs)
	if (locale === "ja") return ja_mail_review_hidden_edit(inputs)
	if (locale === "ko") return ko_mail_review_hidden_edit(inputs)
	return en_mail_review_hidden_edit(inputs)
});