/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Live_ChangesInputs */

const en_own_ls_live_changes = /** @type {(inputs: Own_Ls_Live_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live on the map. Changes waiting for review: the map shows the last approved version.`)
};

const de_own_ls_live_changes = /** @type {(inputs: Own_Ls_Live_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Karte sichtbar. Änderungen warten auf Prüfung: Die Karte zeigt die zuletzt freigegebene Version.`)
};

const fr_own_ls_live_changes = /** @type {(inputs: Own_Ls_Live_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne sur la carte. Modifications en attente de vérification : la carte affiche la dernière version approuvée.`)
};

const es_own_ls_live_changes = /** @type {(inputs: Own_Ls_Live_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visible en el mapa. Cambios pendientes de revisión: el mapa muestra la última versión aprobada.`)
};

const pt_br2_own_ls_live_changes = /** @type {(inputs: Own_Ls_Live_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mapa. Alterações aguardando análise: o mapa mostra a última versão aprovada.`)
};

const ja_own_ls_live_changes = /** @type {(inputs: Own_Ls_Live_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図に掲載中。変更は審査待ちです：地図には最後に承認された内容が表示されます。`)
};

const ko_own_ls_live_changes = /** @type {(inputs: Own_Ls_Live_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도에 표시 중. 변경 사항 검토 대기 중: 지도에는 마지막으로 승인된 버전이 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Live on the map. Changes waiting for review: the map shows the last approved version." |
*
* @param {Own_Ls_Live_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_live_changes = /** @type {((inputs?: Own_Ls_Live_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Live_ChangesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_live_changes(inputs)
	if (locale === "fr") return fr_own_ls_live_changes(inputs)
	if (locale === "es") return es_own_ls_live_changes(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_live_changes(inputs)
	if (locale === "ja") return ja_own_ls_live_changes(inputs)
	if (locale === "ko") return ko_own_ls_live_changes(inputs)
	return en_own_ls_live_changes(inputs)
});