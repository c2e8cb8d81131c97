/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Verified_BodyInputs */

const en_mail_verified_body = /** @type {(inputs: Mail_Verified_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good news: our team reviewed and verified your ${i?.kind} "${i?.name}".`)
};

const de_mail_verified_body = /** @type {(inputs: Mail_Verified_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gute Nachricht: Unser Team hat „${i?.name}“ (${i?.kind}) geprüft und verifiziert.`)
};

const fr_mail_verified_body = /** @type {(inputs: Mail_Verified_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonne nouvelle : notre équipe a examiné et vérifié « ${i?.name} » (${i?.kind}).`)
};

const es_mail_verified_body = /** @type {(inputs: Mail_Verified_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buenas noticias: nuestro equipo revisó y verificó «${i?.name}» (${i?.kind}).`)
};

const pt_br2_mail_verified_body = /** @type {(inputs: Mail_Verified_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boa notícia: nossa equipe analisou e verificou “${i?.name}” (${i?.kind}).`)
};

const ja_mail_verified_body = /** @type {(inputs: Mail_Verified_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`朗報です。チームがあなたの${i?.kind}「${i?.name}」を審査し、認証しました。`)
};

const ko_mail_verified_body = /** @type {(inputs: Mail_Verified_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`좋은 소식입니다. 저희 팀이 회원님의 ${i?.kind} "${i?.name}"을(를) 검토하고 인증했습니다.`)
};

/**
* | output |
* | --- |
* | "Good news: our team reviewed and verified your {kind} \"{name}\"." |
*
* @param {Mail_Verified_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verified_body = /** @type {((inputs: Mail_Verified_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verified_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verified_body(inputs)
	if (locale === "fr") return fr_mail_verified_body(inputs)
	if (locale === "es") return es_mail_verified_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verified_body(inputs)
	if (locale === "ja") return ja_mail_verified_body(inputs)
	if (locale === "ko") return ko_mail_verified_body(inputs)
	return en_mail_verified_body(inputs)
});