/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown>, stars: NonNullable<unknown> }} Mail_Review_New_BodyInputs */

const en_mail_review_new_body = /** @type {(inputs: Mail_Review_New_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A gamer reviewed "${i?.center}" with ${i?.stars}.`)
};

const de_mail_review_new_body = /** @type {(inputs: Mail_Review_New_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Gamer hat „${i?.center}“ mit ${i?.stars} bewertet.`)
};

const fr_mail_review_new_body = /** @type {(inputs: Mail_Review_New_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un joueur a donné à « ${i?.center} » une note de ${i?.stars}.`)
};

const es_mail_review_new_body = /** @type {(inputs: Mail_Review_New_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un jugador valoró «${i?.center}» con ${i?.stars}.`)
};

const pt_br2_mail_review_new_body = /** @type {(inputs: Mail_Review_New_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um gamer avaliou “${i?.center}” com ${i?.stars}.`)
};

const ja_mail_review_new_body = /** @type {(inputs: Mail_Review_New_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ゲーマーが「${i?.center}」を${i?.stars}で評価しました。`)
};

const ko_mail_review_new_body = /** @type {(inputs: Mail_Review_New_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`한 게이머가 "${i?.center}"에 ${i?.stars}을(를) 주었습니다.`)
};

/**
* | output |
* | --- |
* | "A gamer reviewed \"{center}\" with {stars}." |
*
* @param {Mail_Review_New_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_new_body = /** @type {((inputs: Mail_Review_New_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_New_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_new_body(inputs)
	if (locale === "fr") return fr_mail_review_new_body(inputs)
	if (locale === "es") return es_mail_review_new_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_new_body(inputs)
	if (locale === "ja") return ja_mail_review_new_body(inputs)
	if (locale === "ko") return ko_mail_review_new_body(inputs)
	return en_mail_review_new_body(inputs)
});