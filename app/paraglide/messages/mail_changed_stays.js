/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changed_StaysInputs */

const en_mail_changed_stays = /** @type {(inputs: Mail_Changed_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your RSVP stays as it was. If you can no longer come, please cancel it on the event page.`)
};

const de_mail_changed_stays = /** @type {(inputs: Mail_Changed_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung bleibt bestehen. Wenn Sie nicht mehr kommen können, sagen Sie bitte auf der Seite der Veranstaltung ab.`)
};

const fr_mail_changed_stays = /** @type {(inputs: Mail_Changed_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription reste valable. Si vous ne pouvez plus venir, annulez-la sur la page de l’événement.`)
};

const es_mail_changed_stays = /** @type {(inputs: Mail_Changed_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu asistencia se mantiene. Si ya no puedes ir, cancélala en la página del evento.`)
};

const pt_br2_mail_changed_stays = /** @type {(inputs: Mail_Changed_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua confirmação continua valendo. Se não puder mais ir, cancele-a na página do evento.`)
};

const ja_mail_changed_stays = /** @type {(inputs: Mail_Changed_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加登録はそのままです。参加できなくなった場合は、イベントページで取り消してください。`)
};

const ko_mail_changed_stays = /** @type {(inputs: Mail_Changed_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 신청은 그대로 유지됩니다. 참석할 수 없게 되면 이벤트 페이지에서 취소해 주세요.`)
};

/**
* | output |
* | --- |
* | "Your RSVP stays as it was. If you can no longer come, please cancel it on the event page." |
*
* @param {Mail_Changed_StaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changed_stays = /** @type {((inputs?: Mail_Changed_StaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_StaysInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changed_stays(inputs)
	if (locale === "fr") return fr_mail_changed_stays(inputs)
	if (locale === "es") return es_mail_changed_stays(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_stays(inputs)
	if (locale === "ja") return ja_mail_changed_stays(inputs)
	if (locale === "ko") return ko_mail_changed_stays(inputs)
	return en_mail_changed_stays(inputs)
});