/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Party_ChangesInputs */

const en_own_ls_party_changes = /** @type {(inputs: Own_Ls_Party_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live on the events page. Changes waiting for review: the page shows the last approved version.`)
};

const de_own_ls_party_changes = /** @type {(inputs: Own_Ls_Party_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Veranstaltungsseite sichtbar. Änderungen warten auf Prüfung: Die Seite zeigt die zuletzt freigegebene Version.`)
};

const fr_own_ls_party_changes = /** @type {(inputs: Own_Ls_Party_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne sur la page des événements. Modifications en attente de vérification : la page affiche la dernière version approuvée.`)
};

const es_own_ls_party_changes = /** @type {(inputs: Own_Ls_Party_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visible en la página de eventos. Cambios pendientes de revisión: la página muestra la última versión aprobada.`)
};

const pt_br2_own_ls_party_changes = /** @type {(inputs: Own_Ls_Party_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na página de eventos. Alterações aguardando análise: a página mostra a última versão aprovada.`)
};

const ja_own_ls_party_changes = /** @type {(inputs: Own_Ls_Party_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントページに掲載中。変更は審査待ちです：ページには最後に承認された内容が表示されます。`)
};

const ko_own_ls_party_changes = /** @type {(inputs: Own_Ls_Party_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 페이지에 표시 중. 변경 사항 검토 대기 중: 페이지에는 마지막으로 승인된 버전이 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Live on the events page. Changes waiting for review: the page shows the last approved version." |
*
* @param {Own_Ls_Party_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_party_changes = /** @type {((inputs?: Own_Ls_Party_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Party_ChangesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_party_changes(inputs)
	if (locale === "fr") return fr_own_ls_party_changes(inputs)
	if (locale === "es") return es_own_ls_party_changes(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_party_changes(inputs)
	if (locale === "ja") return ja_own_ls_party_changes(inputs)
	if (locale === "ko") return ko_own_ls_party_changes(inputs)
	return en_own_ls_party_changes(inputs)
});