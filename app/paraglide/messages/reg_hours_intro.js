/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Hours_IntroInputs */

const en_reg_hours_intro = /** @type {(inputs: Reg_Hours_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the venue's local time (its time zone follows from the coordinates). A day left empty is shown as 'Hours not given'; tick 'Closed all day' for a day the venue is closed, and 'closes past midnight' for a range that ends the next morning.`)
};

const de_reg_hours_intro = /** @type {(inputs: Reg_Hours_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Ortszeit des Standorts (die Zeitzone ergibt sich aus den Koordinaten). Ein leerer Tag wird als „Keine Angabe“ angezeigt; kreuze „Ganztägig geschlossen“ für Ruhetage an und „schließt nach Mitternacht“ für Zeiten, die am nächsten Morgen enden.`)
};

const fr_reg_hours_intro = /** @type {(inputs: Reg_Hours_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À l'heure locale de l'établissement (son fuseau horaire découle des coordonnées). Un jour laissé vide s'affiche « Horaires non indiqués » ; cochez « Fermé toute la journée » pour un jour de fermeture, et « ferme après minuit » pour une plage qui se termine le lendemain matin.`)
};

const es_reg_hours_intro = /** @type {(inputs: Reg_Hours_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la hora local del local (su zona horaria se deduce de las coordenadas). Un día vacío se muestra como «Horario no indicado»; marca «Cerrado todo el día» para los días de cierre y «cierra después de medianoche» para un tramo que termina a la mañana siguiente.`)
};

const pt_br2_reg_hours_intro = /** @type {(inputs: Reg_Hours_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No horário local do espaço (o fuso horário vem das coordenadas). Um dia em branco aparece como “Horário não informado”; marque “Fechado o dia todo” para um dia em que o espaço fecha e “fecha depois da meia-noite” para um período que termina na manhã seguinte.`)
};

const ja_reg_hours_intro = /** @type {(inputs: Reg_Hours_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`店舗の現地時間で入力します（タイムゾーンは座標から決まります）。空欄の日は「営業時間未設定」と表示されます。休業日は「終日休業」に、翌朝まで続く時間帯は「深夜0時以降に閉店」にチェックを入れてください。`)
};

const ko_reg_hours_intro = /** @type {(inputs: Reg_Hours_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장의 현지 시간으로 입력하세요(시간대는 좌표로 정해집니다). 비워 둔 날은 '영업시간 정보 없음'으로 표시됩니다. 쉬는 날은 '종일 휴무'를, 다음 날 아침에 끝나는 시간대는 '자정 이후 마감'을 선택하세요.`)
};

/**
* | output |
* | --- |
* | "In the venue's local time (its time zone follows from the coordinates). A day left empty is shown as 'Hours not given'; tick 'Closed all day' for a day the v..." |
*
* @param {Reg_Hours_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_hours_intro = /** @type {((inputs?: Reg_Hours_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Hours_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_hours_intro(inputs)
	if (locale === "fr") return fr_reg_hours_intro(inputs)
	if (locale === "es") return es_reg_hours_intro(inputs)
	if (locale === "pt-BR") return pt_br2_reg_hours_intro(inputs)
	if (locale === "ja") return ja_reg_hours_intro(inputs)
	if (locale === "ko") return ko_reg_hours_intro(inputs)
	return en_reg_hours_intro(inputs)
});