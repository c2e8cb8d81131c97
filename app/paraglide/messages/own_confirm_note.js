/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Confirm_NoteInputs */

const en_own_confirm_note = /** @type {(inputs: Own_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This information will be sent to our media team so they can set up your Steam PC Cafe.`)
};

const de_own_confirm_note = /** @type {(inputs: Own_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Angaben gehen an unser Medienteam, damit es dein Steam PC Cafe einrichten kann.`)
};

const fr_own_confirm_note = /** @type {(inputs: Own_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces informations seront envoyées à notre équipe média pour qu'elle configure votre Steam PC Cafe.`)
};

const es_own_confirm_note = /** @type {(inputs: Own_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta información se enviará a nuestro equipo de medios para que configure tu Steam PC Cafe.`)
};

const pt_br2_own_confirm_note = /** @type {(inputs: Own_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essas informações serão enviadas à nossa equipe de mídia para configurar seu Steam PC Cafe.`)
};

const ja_own_confirm_note = /** @type {(inputs: Own_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この情報はメディアチームに送信され、Steam PC Cafe のセットアップに使われます。`)
};

const ko_own_confirm_note = /** @type {(inputs: Own_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 정보는 Steam PC Cafe 설정을 위해 미디어 팀에 전달됩니다.`)
};

/**
* | output |
* | --- |
* | "This information will be sent to our media team so they can set up your Steam PC Cafe." |
*
* @param {Own_Confirm_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_confirm_note = /** @type {((inputs?: Own_Confirm_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Confirm_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_confirm_note(inputs)
	if (locale === "fr") return fr_own_confirm_note(inputs)
	if (locale === "es") return es_own_confirm_note(inputs)
	if (locale === "pt-BR") return pt_br2_own_confirm_note(inputs)
	if (locale === "ja") return ja_own_confirm_note(inputs)
	if (locale === "ko") return ko_own_confirm_note(inputs)
	return en_own_confirm_note(inputs)
});