/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Review_New_ReplyInputs */

const en_mail_review_new_reply = /** @type {(inputs: Mail_Review_New_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can post one public reply to it on your center's page.`)
};

const de_mail_review_new_reply = /** @type {(inputs: Mail_Review_New_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können auf der Seite Ihres Centers eine öffentliche Antwort darauf veröffentlichen.`)
};

const fr_mail_review_new_reply = /** @type {(inputs: Mail_Review_New_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez y publier une réponse publique sur la page de votre centre.`)
};

const es_mail_review_new_reply = /** @type {(inputs: Mail_Review_New_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes publicar una respuesta pública en la página de tu centro.`)
};

const pt_br2_mail_review_new_reply = /** @type {(inputs: Mail_Review_New_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pode publicar uma resposta pública na página do seu centro.`)
};

const ja_mail_review_new_reply = /** @type {(inputs: Mail_Review_New_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`センターのページで、このレビューに公開返信を1件投稿できます。`)
};

const ko_mail_review_new_reply = /** @type {(inputs: Mail_Review_New_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`센터 페이지에서 이 리뷰에 공개 답글을 한 번 달 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "You can post one public reply to it on your center's page." |
*
* @param {Mail_Review_New_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_new_reply = /** @type {((inputs?: Mail_Review_New_ReplyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_New_ReplyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_new_reply(inputs)
	if (locale === "fr") return fr_mail_review_new_reply(inputs)
	if (locale === "es") return es_mail_review_new_reply(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_new_reply(inputs)
	if (locale === "ja") return ja_mail_review_new_reply(inputs)
	if (locale === "ko") return ko_mail_review_new_reply(inputs)
	return en_mail_review_new_reply(inputs)
});