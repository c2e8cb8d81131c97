/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Review_Restored_BodyInputs */

const en_mail_review_restored_body = /** @type {(inputs: Mail_Review_Restored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our moderators restored your review of "${i?.center}". It shows on the center's page again.`)
};

const de_mail_review_restored_body = /** @type {(inputs: Mail_Review_Restored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsere Moderatoren haben Ihre Bewertung von „${i?.center}“ wiederhergestellt. Sie wird wieder auf der Seite des Centers angezeigt.`)
};

const fr_mail_review_restored_body = /** @type {(inputs: Mail_Review_Restored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nos modérateurs ont rétabli votre avis sur « ${i?.center} ». Il apparaît de nouveau sur la page du centre.`)
};

const es_mail_review_restored_body = /** @type {(inputs: Mail_Review_Restored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuestros moderadores restauraron tu reseña de «${i?.center}». Vuelve a aparecer en la página del centro.`)
};

const pt_br2_mail_review_restored_body = /** @type {(inputs: Mail_Review_Restored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nossos moderadores restauraram sua avaliação de “${i?.center}”. Ela aparece de novo na página do centro.`)
};

const ja_mail_review_restored_body = /** @type {(inputs: Mail_Review_Restored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`モデレーターが「${i?.center}」へのあなたのレビューを再表示しました。センターのページに再び表示されます。`)
};

const ko_mail_review_restored_body = /** @type {(inputs: Mail_Review_Restored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`운영진이 "${i?.center}"에 대한 회원님의 리뷰를 복원했습니다. 센터 페이지에 다시 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Our moderators restored your review of \"{center}\". It shows on the center's page again." |
*
* @param {Mail_Review_Restored_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_restored_body = /** @type {((inputs: Mail_Review_Restored_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Restored_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_restored_body(inputs)
	if (locale === "fr") return fr_mail_review_restored_body(inputs)
	if (locale === "es") return es_mail_review_restored_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_restored_body(inputs)
	if (locale === "ja") return ja_mail_review_restored_body(inputs)
	if (locale === "ko") return ko_mail_review_restored_body(inputs)
	return en_mail_review_restored_body(inputs)
});