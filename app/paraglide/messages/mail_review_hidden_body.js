/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Review_Hidden_BodyInputs */

const en_mail_review_hidden_body = /** @type {(inputs: Mail_Review_Hidden_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our moderators hid your review of "${i?.center}". It no longer shows on the center's page.`)
};

const de_mail_review_hidden_body = /** @type {(inputs: Mail_Review_Hidden_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsere Moderatoren haben Ihre Bewertung von „${i?.center}“ ausgeblendet. Sie wird nicht mehr auf der Seite des Centers angezeigt.`)
};

const fr_mail_review_hidden_body = /** @type {(inputs: Mail_Review_Hidden_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nos modérateurs ont masqué votre avis sur « ${i?.center} ». Il n’apparaît plus sur la page du centre.`)
};

const es_mail_review_hidden_body = /** @type {(inputs: Mail_Review_Hidden_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuestros moderadores ocultaron tu reseña de «${i?.center}». Ya no aparece en la página del centro.`)
};

const pt_br2_mail_review_hidden_body = /** @type {(inputs: Mail_Review_Hidden_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nossos moderadores ocultaram sua avaliação de “${i?.center}”. Ela não aparece mais na página do centro.`)
};

const ja_mail_review_hidden_body = /** @type {(inputs: Mail_Review_Hidden_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`モデレーターが「${i?.center}」へのあなたのレビューを非表示にしました。センターのページには表示されなくなります。`)
};

const ko_mail_review_hidden_body = /** @type {(inputs: Mail_Review_Hidden_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`운영진이 "${i?.center}"에 대한 회원님의 리뷰를 숨겼습니다. 이제 센터 페이지에 표시되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "Our moderators hid your review of \"{center}\". It no longer shows on the center's page." |
*
* @param {Mail_Review_Hidden_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_hidden_body = /** @type {((inputs: Mail_Review_Hidden_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Hidden_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_hidden_body(inputs)
	if (locale === "fr") return fr_mail_review_hidden_body(inputs)
	if (locale === "es") return es_mail_review_hidden_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_hidden_body(inputs)
	if (locale === "ja") return ja_mail_review_hidden_body(inputs)
	if (locale === "ko") return ko_mail_review_hidden_body(inputs)
	return en_mail_review_hidden_body(inputs)
});