/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Reg_Msg_Hours_BothInputs */

const en_reg_msg_hours_both = /** @type {(inputs: Reg_Msg_Hours_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter both an opening and a closing time for ${i?.day} (HH:MM), or leave both empty`)
};

const de_reg_msg_hours_both = /** @type {(inputs: Reg_Msg_Hours_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte gib für ${i?.day} eine Öffnungs- und eine Schließzeit ein (HH:MM) oder lass beide leer`)
};

const fr_reg_msg_hours_both = /** @type {(inputs: Reg_Msg_Hours_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une heure d'ouverture et une heure de fermeture pour ${i?.day} (HH:MM), ou laissez les deux vides`)
};

const es_reg_msg_hours_both = /** @type {(inputs: Reg_Msg_Hours_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Introduce una hora de apertura y otra de cierre para ${i?.day} (HH:MM), o deja ambas vacías`)
};

const pt_br2_reg_msg_hours_both = /** @type {(inputs: Reg_Msg_Hours_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Digite um horário de abertura e um de fechamento para ${i?.day} (HH:MM), ou deixe os dois em branco`)
};

const ja_reg_msg_hours_both = /** @type {(inputs: Reg_Msg_Hours_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}の開店時刻と閉店時刻を両方入力するか（HH:MM）、両方とも空欄にしてください`)
};

const ko_reg_msg_hours_both = /** @type {(inputs: Reg_Msg_Hours_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}의 오픈 시간과 마감 시간을 모두 입력하거나(HH:MM) 둘 다 비워 두세요`)
};

/**
* | output |
* | --- |
* | "Please enter both an opening and a closing time for {day} (HH:MM), or leave both empty" |
*
* @param {Reg_Msg_Hours_BothInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_both = /** @type {((inputs: Reg_Msg_Hours_BothInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Hours_BothInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_hours_both(inputs)
	if (locale === "fr") return fr_reg_msg_hours_both(inputs)
	if (locale === "es") return es_reg_msg_hours_both(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_hours_both(inputs)
	if (locale === "ja") return ja_reg_msg_hours_both(inputs)
	if (locale === "ko") return ko_reg_msg_hours_both(inputs)
	return en_reg_msg_hours_both(inputs)
});