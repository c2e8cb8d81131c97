/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changes_Approved_NoteInputs */

const en_mail_changes_approved_note = /** @type {(inputs: Mail_Changes_Approved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamers on LAN Center Network now see the new details.`)
};

const de_mail_changes_approved_note = /** @type {(inputs: Mail_Changes_Approved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamer auf LAN Center Network sehen jetzt die neuen Angaben.`)
};

const fr_mail_changes_approved_note = /** @type {(inputs: Mail_Changes_Approved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs de LAN Center Network voient désormais les nouvelles informations.`)
};

const es_mail_changes_approved_note = /** @type {(inputs: Mail_Changes_Approved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores de LAN Center Network ya ven los nuevos datos.`)
};

const pt_br2_mail_changes_approved_note = /** @type {(inputs: Mail_Changes_Approved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os gamers no LAN Center Network já veem os novos dados.`)
};

const ja_mail_changes_approved_note = /** @type {(inputs: Mail_Changes_Approved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network のゲーマーには新しい情報が表示されています。`)
};

const ko_mail_changes_approved_note = /** @type {(inputs: Mail_Changes_Approved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이제 LAN Center Network의 게이머들에게 새 정보가 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Gamers on LAN Center Network now see the new details." |
*
* @param {Mail_Changes_Approved_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_approved_note = /** @type {((inputs?: Mail_Changes_Approved_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changes_Approved_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changes_approved_note(inputs)
	if (locale === "fr") return fr_mail_changes_approved_note(inputs)
	if (locale === "es") return es_mail_changes_approved_note(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changes_approved_note(inputs)
	if (locale === "ja") return ja_mail_changes_approved_note(inputs)
	if (locale === "ko") return ko_mail_changes_approved_note(inputs)
	return en_mail_changes_approved_note(inputs)
});