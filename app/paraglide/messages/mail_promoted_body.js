/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Promoted_BodyInputs */

const en_mail_promoted_body = /** @type {(inputs: Mail_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good news: a seat came free at "${i?.event}" and you were first on the waitlist. You are now going.`)
};

const de_mail_promoted_body = /** @type {(inputs: Mail_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gute Nachricht: Bei „${i?.event}“ ist ein Platz frei geworden, und Sie standen ganz oben auf der Warteliste. Sie sind jetzt dabei.`)
};

const fr_mail_promoted_body = /** @type {(inputs: Mail_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonne nouvelle : une place s’est libérée pour « ${i?.event} » et vous étiez en tête de la liste d’attente. Vous participez désormais.`)
};

const es_mail_promoted_body = /** @type {(inputs: Mail_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buenas noticias: se liberó una plaza en «${i?.event}» y eras la primera persona en la lista de espera. Ahora vas a ir.`)
};

const pt_br2_mail_promoted_body = /** @type {(inputs: Mail_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boa notícia: abriu uma vaga em “${i?.event}” e você era a primeira pessoa da lista de espera. Agora você vai.`)
};

const ja_mail_promoted_body = /** @type {(inputs: Mail_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`朗報です。「${i?.event}」に空きが出て、あなたがキャンセル待ちの1番目でした。参加が確定しました。`)
};

const ko_mail_promoted_body = /** @type {(inputs: Mail_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`좋은 소식입니다. "${i?.event}"에 자리가 나서 대기자 명단 1순위였던 회원님이 참가하게 되었습니다.`)
};

/**
* | output |
* | --- |
* | "Good news: a seat came free at \"{event}\" and you were first on the waitlist. You are now going." |
*
* @param {Mail_Promoted_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_promoted_body = /** @type {((inputs: Mail_Promoted_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Promoted_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_promoted_body(inputs)
	if (locale === "fr") return fr_mail_promoted_body(inputs)
	if (locale === "es") return es_mail_promoted_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_promoted_body(inputs)
	if (locale === "ja") return ja_mail_promoted_body(inputs)
	if (locale === "ko") return ko_mail_promoted_body(inputs)
	return en_mail_promoted_body(inputs)
});