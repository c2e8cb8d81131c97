/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Promoted_CancelInputs */

const en_mail_promoted_cancel = /** @type {(inputs: Mail_Promoted_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat.`)
};

const de_mail_promoted_cancel = /** @type {(inputs: Mail_Promoted_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie nicht mehr kommen können, sagen Sie bitte auf der Seite der Veranstaltung ab, damit die nächste Person Ihren Platz bekommt.`)
};

const fr_mail_promoted_cancel = /** @type {(inputs: Mail_Promoted_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne pouvez plus venir, annulez votre inscription sur la page de l’événement pour que la personne suivante obtienne votre place.`)
};

const es_mail_promoted_cancel = /** @type {(inputs: Mail_Promoted_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ya no puedes ir, cancela tu asistencia en la página del evento para que la siguiente persona obtenga tu plaza.`)
};

const pt_br2_mail_promoted_cancel = /** @type {(inputs: Mail_Promoted_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se não puder mais ir, cancele sua presença na página do evento para que a próxima pessoa fique com sua vaga.`)
};

const ja_mail_promoted_cancel = /** @type {(inputs: Mail_Promoted_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加できなくなった場合は、次の方が参加できるよう、イベントページで参加登録を取り消してください。`)
};

const ko_mail_promoted_cancel = /** @type {(inputs: Mail_Promoted_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석할 수 없게 되면 다음 사람이 자리를 얻을 수 있도록 이벤트 페이지에서 참가 신청을 취소해 주세요.`)
};

/**
* | output |
* | --- |
* | "If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat." |
*
* @param {Mail_Promoted_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_promoted_cancel = /** @type {((inputs?: Mail_Promoted_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Promoted_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_promoted_cancel(inputs)
	if (locale === "fr") return fr_mail_promoted_cancel(inputs)
	if (locale === "es") return es_mail_promoted_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_mail_promoted_cancel(inputs)
	if (locale === "ja") return ja_mail_promoted_cancel(inputs)
	if (locale === "ko") return ko_mail_promoted_cancel(inputs)
	return en_mail_promoted_cancel(inputs)
});